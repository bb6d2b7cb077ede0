import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, isAdmin } from '@jointly/common/auth';
import { APP_CONFIG, AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { NotFoundError, PayloadTooLargeError } from '@jointly/common/errors';
import { readMultipart } from '@jointly/common/http';
import { uuidParam } from '../profile/profile.http.controller';
import { RateLimiter, UPLOADS_PER_ACCOUNT } from '../rate-limit/rate-limiter';
import { FileStorage } from './file-storage';

interface StoredFileRow {
  id: string;
  owner_account_id: string;
  company_id: string | null;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  storage_key: string;
  purpose: string | null;
  created_at: Date;
}

const view = (row: StoredFileRow) => ({
  id: row.id,
  name: row.original_name,
  mimeType: row.mime_type,
  size: Number(row.size_bytes),
  purpose: row.purpose,
  url: `/api/file/${row.id}`,
  createdAt: row.created_at.toISOString(),
});

/** POST /file/upload-document (multipart, field `file`, optional `purpose`); GET /file/{id} for the owner, their company or admins. */
@ApiTags('accounts: files')
@ApiBearerAuth()
@Controller('file')
export class FilesController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('upload-document')
  @ApiOperation({ summary: 'Upload a PDF, Office document or image (15 MB at most; content is checked)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, purpose: { type: 'string' } }, required: ['file'] },
  })
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    await this.limiter.hit('upload', user.id, UPLOADS_PER_ACCOUNT);
    const { files, fields } = await readMultipart(request, { requireFile: true });
    const keys: string[] = [];
    try {
      const stored = await transaction(this.dataSource, async (manager) => {
        // One account's uploads are counted one at a time, so parallel requests cannot pass the quota together.
        await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`accounts.upload-quota:${user.id}`]);
        const [{ used }] = (await manager.query(
          'SELECT coalesce(sum(size_bytes), 0)::bigint AS used FROM accounts.stored_file WHERE owner_account_id = $1',
          [user.id],
        )) as Array<{ used: string }>;
        const adding = files.reduce((total, file) => total + file.bytes.length, 0);
        if (Number(used) + adding > this.config.uploadQuotaBytes) {
          const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
          throw new PayloadTooLargeError(
            `Your documents would take more than your ${mb(this.config.uploadQuotaBytes)} MB of storage (${mb(Number(used))} MB used); delete some first.`,
            'UPLOAD.QUOTA_EXCEEDED',
          );
        }
        const rows = [];
        for (const file of files) {
          const key = await this.storage.put(file.bytes);
          keys.push(key);
          const [row] = (await manager.query(
            `INSERT INTO accounts.stored_file (owner_account_id, company_id, original_name, mime_type, size_bytes, storage_key, purpose)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
            [user.id, user.companyId, file.filename, file.mimeType, file.bytes.length, key, fields.purpose?.slice(0, 60) ?? null],
          )) as StoredFileRow[];
          rows.push(view(row));
        }
        return rows;
      });
      return { file: stored[0], files: stored, message: stored.length === 1 ? 'Document uploaded' : `${stored.length} documents uploaded` };
    } catch (error) {
      // A refused or failed upload leaves no bytes behind.
      await Promise.all(keys.map((key) => this.storage.remove(key)));
      throw error;
    }
  }

  @Get(':id')
  @ApiOperation({ summary: 'Download an uploaded document (its owner, their company or admins)' })
  async download(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string, @Res() reply: FastifyReply) {
    const [row] = (await this.dataSource.query('SELECT * FROM accounts.stored_file WHERE id = $1', [id])) as StoredFileRow[];
    const allowed =
      row && (row.owner_account_id === user.id || (row.company_id !== null && row.company_id === user.companyId) || isAdmin(user));
    // Someone else's file answers like a missing one, so ids cannot be probed.
    if (!allowed) throw new NotFoundError(`No document with id ${id}.`, 'FILE.NOT_FOUND');
    return reply
      .header('content-type', row.mime_type)
      .header('content-length', String(row.size_bytes))
      .header('content-disposition', `attachment; filename="${row.original_name.replace(/"/g, '')}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(this.storage.stream(row.storage_key));
  }
}
