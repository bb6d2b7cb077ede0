import { Controller, Get, Module, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Public } from '@jointly/common/auth';
import { ServiceCoreModule } from '@jointly/common/service';
import { ACCOUNTS_DATABASE } from '../../services/accounts/src/accounts.database';

/** Benchmark only: the bookmark read of GET /account/get-bookmark on a public route, as the unauthenticated baseline. */
@Controller('bench')
class BookmarkBaselineController {
  constructor(@InjectDataSource('accounts') private readonly dataSource: DataSource) {}

  @Public()
  @Get('bookmarks/:id')
  async read(@Param('id') accountId: string) {
    const rows = (await this.dataSource.query(
      'SELECT tender_id, created_at FROM accounts.bookmark WHERE account_id = $1 ORDER BY created_at DESC, tender_id',
      [accountId],
    )) as Array<{ tender_id: string; created_at: Date }>;
    const bookmarks = rows.map((r) => ({ tenderId: r.tender_id, createdAt: r.created_at.toISOString() }));
    return { bookmarks, tenderIds: bookmarks.map((b) => b.tenderId), count: bookmarks.length };
  }
}

@Module({ imports: [ServiceCoreModule.forService(ACCOUNTS_DATABASE)], controllers: [BookmarkBaselineController] })
export class BookmarkBaselineModule {}
