import type { Type } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '@jointly/common/auth';

export type ContentRow = Record<string, unknown> & { id: string };
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
  view(row: ContentRow): ContentView;
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
