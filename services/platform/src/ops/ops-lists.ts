import type { FastifyReply } from 'fastify';
import type { ConsumerRecord, DeadLetterRecord, OutboxRecord, ServiceHealthRecord } from '@jointly/contracts';
import { SERVICE_NAMES } from '@jointly/common/config';
import { contentRange, parseFilter, type RaListParams } from '@jointly/common/http';
import { filterText, listInMemory, type InMemoryListSpec, type OpsDeadLetterFilter } from '@jointly/common/ops';

const DEAD_LETTER_STATUSES = ['pending', 'replayed', 'discarded'] as const;
const service = (value: unknown) => filterText('service', value, SERVICE_NAMES);
const equals =
  <T>(field: keyof T, check: (value: unknown) => string) =>
  (value: unknown) => {
    const wanted = check(value);
    return (record: T) => record[field] === wanted;
  };

export const DEAD_LETTERS_LIST: InMemoryListSpec<DeadLetterRecord> = {
  sortFields: ['failedAt', 'service', 'consumer', 'eventName', 'attempts', 'status'],
  defaultSort: { field: 'failedAt', order: 'DESC' },
  filters: {
    service: equals<DeadLetterRecord>('service', service),
    status: equals<DeadLetterRecord>('status', (v) => filterText('status', v, DEAD_LETTER_STATUSES)),
    consumer: equals<DeadLetterRecord>('consumer', (v) => filterText('consumer', v)),
    eventName: equals<DeadLetterRecord>('eventName', (v) => filterText('eventName', v)),
  },
};

export const OUTBOXES_LIST: InMemoryListSpec<OutboxRecord> = {
  sortFields: ['service', 'backlog', 'oldestPendingSeconds', 'relayState', 'publishedTotal'],
  defaultSort: { field: 'service', order: 'ASC' },
  filters: { service: equals<OutboxRecord>('service', service) },
};

export const CONSUMERS_LIST: InMemoryListSpec<ConsumerRecord> = {
  sortFields: ['service', 'consumer', 'lag', 'processed', 'failed', 'deadLettered'],
  defaultSort: { field: 'service', order: 'ASC' },
  filters: {
    service: equals<ConsumerRecord>('service', service),
    consumer: equals<ConsumerRecord>('consumer', (v) => filterText('consumer', v)),
  },
};

export const SERVICE_HEALTH_LIST: InMemoryListSpec<ServiceHealthRecord> = {
  sortFields: ['id', 'status'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: { status: equals<ServiceHealthRecord>('status', (v) => filterText('status', v, ['up', 'down'])) },
};

/** The filters the services apply themselves (fewer rows over the wire); the full filter is applied again after merging. */
export function deadLetterServiceFilter(params: RaListParams): OpsDeadLetterFilter {
  const filter = parseFilter(params.filter, ['id', ...Object.keys(DEAD_LETTERS_LIST.filters)]);
  const pushDown: OpsDeadLetterFilter = {};
  if (typeof filter.service === 'string' && filter.service) pushDown.service = service(filter.service);
  if (typeof filter.status === 'string' && filter.status)
    pushDown.status = filterText('status', filter.status, DEAD_LETTER_STATUSES) as DeadLetterRecord['status'];
  if (typeof filter.consumer === 'string' && filter.consumer) pushDown.consumer = filter.consumer;
  return pushDown;
}

/** Filters, sorts and windows merged records; sets Content-Range (and X-Total-Count). */
export function listOf<T extends { id: string }>(
  resource: string,
  records: T[],
  params: RaListParams,
  spec: InMemoryListSpec<T>,
  reply: FastifyReply,
): T[] {
  const { items, total, offset } = listInMemory(records, params, spec);
  reply.header('Content-Range', contentRange(resource, offset, items.length, total));
  reply.header('X-Total-Count', String(total));
  return items;
}
