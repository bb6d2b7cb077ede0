import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { parseDateParam } from '../../search/search-criteria';
import { isUuid } from '../../tender/tender.repository';
import type { ContentResourceSpec, ContentRow, ContentView } from './content-resource-spec';

export type { ContentFilter, ContentResourceSpec, ContentRow, ContentView } from './content-resource-spec';

export interface ContentListQuery {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

/**
 * The content tables (event, video, announcement) as console resources, each described by a ContentResourceSpec:
 * list with filters (id, q = title words, from/to dates, the resource's own), one by id, insert, update, delete.
 */
@Injectable()
export class ContentRepository {
  constructor(@InjectDataSource('tenders') private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return transaction(this.dataSource, work);
  }

  async list(
    spec: ContentResourceSpec,
    { filter, sort, offset, limit }: ContentListQuery,
  ): Promise<{ items: ContentView[]; total: number }> {
    const values: unknown[] = [];
    const param = (v: unknown) => {
      values.push(v);
      return `$${values.length}`;
    };
    const where: string[] = [];
    for (const [name, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (name === 'id') {
        const ids = Array.isArray(value) ? value : [value];
        if (ids.length > 500 || !ids.every((id) => typeof id === 'string' && isUuid(id)))
          throw invalid(`filter id must be ${spec.noun} ids (UUIDs).`);
        where.push(`id = ANY(${param(ids)}::uuid[])`);
      } else if (name === 'q') {
        if (typeof value !== 'string' || value.length > 200) throw invalid('filter q must be text of at most 200 characters.');
        for (const word of value.split(/\s+/).filter(Boolean).slice(0, 10))
          where.push(`title ILIKE ${param(`%${word.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)}`);
      } else if (name === 'from' || name === 'to') {
        const date = parseFilterDate(name, value);
        where.push(`${spec.dateColumn} ${name === 'from' ? '>=' : '<='} ${param(date.toISOString())}::timestamptz`);
      } else {
        where.push(spec.filters![name](value, param));
      }
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const nulls = sort.order === 'ASC' ? 'NULLS FIRST' : 'NULLS LAST';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${spec.columns} FROM ${spec.table} ${clause} ORDER BY ${spec.sort[sort.field]} ${sort.order} ${nulls}, id LIMIT ${limit} OFFSET ${offset}`,
        values,
      ) as Promise<ContentRow[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${spec.table} ${clause}`, values) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map((r) => spec.view(r)), total };
  }

  /** One record by id; 404 naming the resource for a malformed or unknown id. `lock` holds it for the transaction. */
  async get(
    spec: ContentResourceSpec,
    id: string,
    manager: EntityManager | DataSource = this.dataSource,
    lock = false,
  ): Promise<ContentView> {
    const rows = isUuid(id)
      ? ((await manager.query(`SELECT ${spec.columns} FROM ${spec.table} WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id])) as ContentRow[])
      : [];
    if (!rows[0]) throw new NotFoundError(`No ${spec.noun} with id ${id}.`, `${spec.noun.toUpperCase()}.NOT_FOUND`);
    return spec.view(rows[0]);
  }

  /** Inserts the record's `names` fields and who created it; answers the stored record. */
  async insert(
    manager: EntityManager,
    spec: ContentResourceSpec,
    names: string[],
    record: Record<string, unknown>,
    actorId: string,
  ): Promise<ContentView> {
    const [row] = (await manager.query(
      `INSERT INTO ${spec.table} (${[...names.map((f) => spec.fields[f]), 'created_by'].join(', ')})
       VALUES (${[...names, 'created_by'].map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${spec.columns}`,
      [...names.map((f) => record[f]), actorId],
    )) as ContentRow[];
    return spec.view(row);
  }

  /** Writes the `names` fields of `input`; answers the stored record. */
  async update(
    manager: EntityManager,
    spec: ContentResourceSpec,
    id: string,
    names: string[],
    input: Record<string, unknown>,
  ): Promise<ContentView> {
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [[row]] = (await manager.query(
      `UPDATE ${spec.table} SET ${names.map((f, i) => `${spec.fields[f]} = $${i + 2}`).join(', ')}, updated_at = now()
       WHERE id = $1 RETURNING ${spec.columns}`,
      [id, ...names.map((f) => input[f])],
    )) as [ContentRow[], number];
    return spec.view(row);
  }

  async delete(manager: EntityManager, spec: ContentResourceSpec, id: string): Promise<void> {
    await manager.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
  }
}

function parseFilterDate(name: string, value: unknown): Date {
  if (typeof value !== 'string') throw invalid(`filter ${name} must be a date such as 2026-12-31.`);
  try {
    return parseDateParam(value, name, name === 'to')!;
  } catch (error) {
    throw invalid(`filter ${error instanceof Error ? error.message : String(error)}`);
  }
}
