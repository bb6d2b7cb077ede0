import { randomBytes } from 'node:crypto';
import { Controller, Get, Inject, Param, Post, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, Public } from '@jointly/common/auth';
import { openTenderSql } from '@jointly/contracts';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { NotFoundError } from '@jointly/common/errors';
import { isUuid } from '../tender/tender.repository';
import { buildClosingCalendar } from './ical';

const newSecret = () => randomBytes(24).toString('base64url');

/**
 * The iCal feed of a user's bookmarked tenders' closing dates. The feed URL carries a per-user secret (calendar apps
 * cannot send tokens); the user gets it, or rotates it to cut off an old link, through the signed-in endpoints.
 */
@ApiTags('tenders: calendar')
@Controller('tender')
export class CalendarController {
  constructor(
    @InjectDataSource('tenders') private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private link(secret: string, createdAt: Date) {
    return { url: `${this.config.publicUrl}/api/tender/calendar/${secret}.ics`, secret, createdAt: createdAt.toISOString() };
  }

  @Get('calendar-link')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'My calendar feed URL (created on first use)' })
  async get(@CurrentUser() user: AuthenticatedUser) {
    await this.dataSource.query(
      'INSERT INTO tenders.calendar_feed (account_id, secret) VALUES ($1, $2) ON CONFLICT (account_id) DO NOTHING',
      [user.id, newSecret()],
    );
    const [row] = (await this.dataSource.query('SELECT secret, created_at FROM tenders.calendar_feed WHERE account_id = $1', [
      user.id,
    ])) as Array<{
      secret: string;
      created_at: Date;
    }>;
    return this.link(row.secret, row.created_at);
  }

  @Post('calendar-link/rotate')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Replace my calendar feed URL (the old one stops working)' })
  async rotate(@CurrentUser() user: AuthenticatedUser) {
    const [row] = (await this.dataSource.query(
      `INSERT INTO tenders.calendar_feed (account_id, secret) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET secret = EXCLUDED.secret, rotated_at = now()
       RETURNING secret, created_at`,
      [user.id, newSecret()],
    )) as Array<{ secret: string; created_at: Date }>;
    return { ...this.link(row.secret, row.created_at), message: 'Calendar link replaced; update it in your calendar app' };
  }

  @Get('calendar/:file')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOperation({
    summary: 'iCal feed of the closing dates of the bookmarked tenders (public URL with a per-user secret: /tender/calendar/{secret}.ics)',
  })
  async feed(@Param('file') file: string, @Res() reply: FastifyReply) {
    const secret = /^([A-Za-z0-9_-]{16,64})\.ics$/.exec(file)?.[1];
    const owner = secret
      ? (
          (await this.dataSource.query('SELECT account_id FROM tenders.calendar_feed WHERE secret = $1', [secret])) as Array<{
            account_id: string;
          }>
        )[0]
      : undefined;
    if (!owner) throw new NotFoundError('No calendar at this address; get your current link from your account.', 'CALENDAR.NOT_FOUND');
    const bookmarks = (await this.dataSource.query('SELECT tender_id FROM tenders.bookmark WHERE account_id = $1', [
      owner.account_id,
    ])) as Array<{
      tender_id: string;
    }>;
    // Bookmarks hold whatever id the web app sent: the tender id (uuid) or its ocid.
    const ids = bookmarks.map((b) => b.tender_id);
    const rows = (await this.dataSource.query(
      `SELECT t.id, t.title, t.buyer_name, t.closing_date, t.updated_at FROM tenders.tender t
       WHERE (t.id = ANY($1::uuid[]) OR t.ocid = ANY($2::text[])) AND t.closing_date IS NOT NULL AND ${openTenderSql('t')}
       ORDER BY t.closing_date, t.id`,
      [ids.filter(isUuid), ids.filter((id) => !isUuid(id))],
    )) as Array<{ id: string; title: string; buyer_name: string | null; closing_date: Date; updated_at: Date }>;
    const host = new URL(this.config.publicUrl).hostname;
    const body = buildClosingCalendar(
      rows.map((r) => ({
        tenderId: r.id,
        title: r.title,
        buyerName: r.buyer_name,
        closingDate: r.closing_date,
        updatedAt: r.updated_at,
        url: `${this.config.publicUrl}/tender/${r.id}`,
      })),
      { name: 'Jointly: tender closing dates', host },
    );
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="jointly-tenders.ics"')
      .header('cache-control', 'private, max-age=300')
      .send(body);
  }
}
