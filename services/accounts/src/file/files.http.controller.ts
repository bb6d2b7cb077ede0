import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser, isAdmin } from '@jointly/common/auth';
import { NotFoundError } from '@jointly/common/errors';
import { readMultipart } from '@jointly/common/http';
import { uuidParam } from '../profile/profile.http.controller';
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
  ) {}

  @Post('upload-document')
  @ApiOperation({ summary: 'Upload a PDF, Office document or image (15 MB at most; content is checked)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, purpose: { type: 'string' } }, required: ['file'] },
  })
  async upload(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const { files, fields } = await readMultipart(request, { requireFile: true });
    const stored = [];
    for (const file of files) {
      const key = await this.storage.put(file.bytes);
      const [row] = (await this.dataSource.query(
        `INSERT INTO accounts.stored_file (owner_account_id, company_id, original_name, mime_type, size_bytes, storage_key, purpose)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [user.id, user.companyId, file.filename, file.mimeType, file.bytes.length, key, fields.purpose?.slice(0, 60) ?? null],
      )) as StoredFileRow[];
      stored.push(view(row));
    }
    return { file: stored[0], files: stored, message: stored.length === 1 ? 'Document uploaded' : `${stored.length} documents uploaded` };
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
