import { Body, Controller, Get, Patch } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { BookmarkTendersRequestDto } from './bookmark.request.dto';

interface BookmarkList {
  bookmarks: Array<{ tenderId: string; createdAt: string }>;
  tenderIds: string[];
  count: number;
}

/** The signed-in account's bookmarked tenders (ids; the web app fetches the tenders with POST /tender/fetch-multiple). */
@ApiTags('accounts: bookmarks')
@ApiBearerAuth()
@Controller('account')
export class BookmarksController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Applies a change and publishes BookmarksChanged with what really changed, in one transaction. */
  private change(
    accountId: string,
    work: (manager: import('typeorm').EntityManager) => Promise<{ added: string[]; removed: string[]; cleared: boolean }>,
  ) {
    return transaction(this.dataSource, async (manager) => {
      const delta = await work(manager);
      if (delta.added.length || delta.removed.length) {
        await this.outbox.add(
          manager,
          createEvent(AccountEvents.BookmarksChanged, { aggregateId: accountId, actorId: accountId, payload: { accountId, ...delta } }),
        );
      }
    });
  }

  private async list(accountId: string): Promise<BookmarkList> {
    const rows = (await this.dataSource.query(
      'SELECT tender_id, created_at FROM accounts.bookmark WHERE account_id = $1 ORDER BY created_at DESC, tender_id',
      [accountId],
    )) as Array<{ tender_id: string; created_at: Date }>;
    const bookmarks = rows.map((r) => ({ tenderId: r.tender_id, createdAt: r.created_at.toISOString() }));
    return { bookmarks, tenderIds: bookmarks.map((b) => b.tenderId), count: bookmarks.length };
  }

  @Get('get-bookmark')
  @ApiOperation({ summary: 'The bookmarked tender ids, newest first' })
  get(@CurrentUser() user: AuthenticatedUser) {
    return this.list(user.id);
  }

  @Patch('add-bookmark')
  @ApiOperation({ summary: 'Bookmark tenders (adding one twice changes nothing)' })
  async add(@CurrentUser() user: AuthenticatedUser, @Body() dto: BookmarkTendersRequestDto) {
    await this.change(user.id, async (manager) => {
      const rows = (await manager.query(
        'INSERT INTO accounts.bookmark (account_id, tender_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING RETURNING tender_id',
        [user.id, [...new Set(dto.tender)]],
      )) as Array<{ tender_id: string }>;
      return { added: rows.map((r) => r.tender_id), removed: [], cleared: false };
    });
    return { ...(await this.list(user.id)), message: 'Tender bookmarked' };
  }

  @Patch('remove-bookmark')
  @ApiOperation({ summary: 'Remove tenders from the bookmarks' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Body() dto: BookmarkTendersRequestDto) {
    await this.change(user.id, async (manager) => {
      const [rows] = (await manager.query(
        'DELETE FROM accounts.bookmark WHERE account_id = $1 AND tender_id = ANY($2::text[]) RETURNING tender_id',
        [user.id, dto.tender],
      )) as [Array<{ tender_id: string }>, number];
      return { added: [], removed: rows.map((r) => r.tender_id), cleared: false };
    });
    return { ...(await this.list(user.id)), message: 'Tender removed from bookmarks' };
  }

  @Get('clear-bookmark')
  @ApiOperation({ summary: 'Remove every bookmark (spec: a GET call)' })
  async clear(@CurrentUser() user: AuthenticatedUser) {
    await this.change(user.id, async (manager) => {
      const [rows] = (await manager.query('DELETE FROM accounts.bookmark WHERE account_id = $1 RETURNING tender_id', [user.id])) as [
        Array<{ tender_id: string }>,
        number,
      ];
      return { added: [], removed: rows.map((r) => r.tender_id), cleared: true };
    });
    return { bookmarks: [], tenderIds: [], count: 0, message: 'Bookmarks cleared' };
  }
}
