import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { fieldChanges, recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { InvalidInputError, NotFoundError, validationErrorFactory } from '@jointly/common/errors';
import type { OutboxService } from '@jointly/common/events';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import { parseDateParam } from '../../search/search-criteria';
import { isUuid } from '../../tender/tender.repository';

type Row = Record<string, unknown> & { id: string };
export type ContentView = Record<string, unknown> & { id: string; title: string };

/** One filter of a content list beyond id, q, from and to: its SQL condition for a (validated) value. */
export type ContentFilter = (value: unknown, param: (v: unknown) => string) => string;

/** Describes one content table as a console resource. */
export interface ContentResourceSpec {
  /** Console resource name, e.g. `events`. */
  resource: string;
  /** Singular for messages and audit actions, e.g. `event`. */
  noun: string;
  table: string;
  columns: string;
  /** Record field → column, for every writable field. */
  fields: Record<string, string>;
  /** Fields that must have a value. */
  required: string[];
  /** Defaults of a new record where the table has none. */
  defaults?: Record<string, unknown>;
  view(row: Row): ContentView;
  createDto: Type<object>;
  updateDto: Type<object>;
  /** Sortable record field → column. */
  sort: Record<string, string>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** The column `from` and `to` filter on. */
  dateColumn: string;
  filters?: Record<string, ContentFilter>;
  /** Cross-field rules on the record as it will be stored (e.g. an event ends after it starts). */
  check?(record: Record<string, unknown>): void;
  /** More events for the outbox when a record is created (e.g. TenderEventAdded). */
  afterCreate?(manager: EntityManager, view: ContentView, actor: AuthenticatedUser): Promise<void>;
}

/** Fields of the record react-admin sends back with a PUT that are not written. */
const READ_ONLY = new Set(['id', 'createdAt', 'updatedAt']);
const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

/**
 * Events, videos and announcements as console resources (ra-data-simple-rest): list (q = title words, from/to dates,
 * resource filters, sort, range, getMany), show, create, update (whole record; unchanged fields stay), delete (answers
 * the record). Every write records the admin action in its own transaction.
 */
export class ContentAdminResource {
  constructor(
    private readonly spec: ContentResourceSpec,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(params: RaListParams): Promise<{ items: ContentView[]; total: number; offset: number }> {
    const { spec } = this;
    const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
    const sort = parseSort(params.sort, Object.keys(spec.sort), spec.defaultSort);
    const filter = parseFilter(params.filter, ['id', 'q', 'from', 'to', ...Object.keys(spec.filters ?? {})]);
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
      ) as Promise<Row[]>,
      this.dataSource.query(`SELECT count(*)::int AS total FROM ${spec.table} ${clause}`, values) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map((r) => spec.view(r)), total, offset };
  }

  async get(id: string, manager: EntityManager | DataSource = this.dataSource, lock = false): Promise<ContentView> {
    const rows = isUuid(id)
      ? ((await manager.query(`SELECT ${this.spec.columns} FROM ${this.spec.table} WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
          id,
        ])) as Row[])
      : [];
    if (!rows[0]) throw new NotFoundError(`No ${this.spec.noun} with id ${id}.`, `${this.spec.noun.toUpperCase()}.NOT_FOUND`);
    return this.spec.view(rows[0]);
  }

  async create(actor: AuthenticatedUser, body: Record<string, unknown>): Promise<ContentView> {
    const { spec } = this;
    const input = await this.validated(spec.createDto, withoutReadOnly(body));
    const record = { ...spec.defaults, ...input };
    this.checkRequired(record);
    spec.check?.(record);
    const names = Object.keys(spec.fields).filter((f) => record[f] !== undefined);
    return transaction(this.dataSource, async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO ${spec.table} (${[...names.map((f) => spec.fields[f]), 'created_by'].join(', ')})
         VALUES (${[...names, 'created_by'].map((_, i) => `$${i + 1}`).join(', ')}) RETURNING ${spec.columns}`,
        [...names.map((f) => record[f]), actor.id],
      )) as Row[];
      const view = spec.view(row);
      await spec.afterCreate?.(manager, view, actor);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.create`,
        resource: spec.resource,
        resourceId: view.id,
        summary: `Created ${spec.noun} "${view.title.slice(0, 200)}"`,
        changes: fieldChanges(null, view, names),
      });
      return view;
    });
  }

  async update(actor: AuthenticatedUser, id: string, body: Record<string, unknown>): Promise<ContentView> {
    const { spec } = this;
    const input = await this.validated(spec.updateDto, withoutReadOnly(body));
    return transaction(this.dataSource, async (manager) => {
      const before = await this.get(id, manager, true);
      const changes = fieldChanges(before, { ...before, ...normaliseDates(input, before) }, Object.keys(input));
      if (!changes) return before;
      const record = { ...before, ...input };
      this.checkRequired(record);
      spec.check?.(record);
      const names = Object.keys(changes);
      const [[row]] = (await manager.query(
        `UPDATE ${spec.table} SET ${names.map((f, i) => `${spec.fields[f]} = $${i + 2}`).join(', ')}, updated_at = now()
         WHERE id = $1 RETURNING ${spec.columns}`,
        [id, ...names.map((f) => input[f])],
      )) as [Row[], number];
      const after = spec.view(row);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.update`,
        resource: spec.resource,
        resourceId: id,
        summary: `Edited ${spec.noun} "${after.title.slice(0, 200)}"`,
        changes: fieldChanges(before, after, names),
      });
      return after;
    });
  }

  async remove(actor: AuthenticatedUser, id: string): Promise<ContentView> {
    const { spec } = this;
    return transaction(this.dataSource, async (manager) => {
      const before = await this.get(id, manager, true);
      await manager.query(`DELETE FROM ${spec.table} WHERE id = $1`, [id]);
      await recordAdminAction(this.outbox, manager, {
        actor,
        action: `${spec.noun}.delete`,
        resource: spec.resource,
        resourceId: id,
        summary: `Deleted ${spec.noun} "${before.title.slice(0, 200)}"`,
        changes: null,
      });
      return before;
    });
  }

  private async validated(dto: Type<object>, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const instance = plainToInstance(dto, body);
    const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
    if (errors.length) throw validationErrorFactory(errors);
    const known = Object.keys(this.spec.fields);
    return Object.fromEntries(Object.entries(body).filter(([key, value]) => known.includes(key) && value !== undefined));
  }

  private checkRequired(record: Record<string, unknown>): void {
    const missing = this.spec.required.filter((f) => record[f] === undefined || record[f] === null || record[f] === '');
    if (missing.length)
      throw new InvalidInputError(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required.`, 'REQUEST.VALIDATION_FAILED');
  }
}

function withoutReadOnly(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body ?? {}).filter(([key]) => !READ_ONLY.has(key)));
}

/** Same instant written differently (`…T10:00:00Z` vs `…T10:00:00.000Z`) is no change. */
function normaliseDates(input: Record<string, unknown>, before: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const old = before[key];
    out[key] =
      typeof value === 'string' &&
      typeof old === 'string' &&
      !Number.isNaN(Date.parse(value)) &&
      Date.parse(value) === Date.parse(old) &&
      /T/.test(old)
        ? old
        : value;
  }
  return out;
}

function parseFilterDate(name: string, value: unknown): Date {
  if (typeof value !== 'string') throw invalid(`filter ${name} must be a date such as 2026-12-31.`);
  try {
    return parseDateParam(value, name, name === 'to')!;
  } catch (error) {
    throw invalid(`filter ${error instanceof Error ? error.message : String(error)}`);
  }
}
