import { isUUID } from 'class-validator';
import { InvalidInputError } from '@jointly/common/errors';
import { parseFilter, parseRange, parseSort, type RaListParams } from '@jointly/common/http';
import { MAIL_STATUSES, type MailStatus } from '../../mail-message.entity';
import { MAIL_SORT_FIELDS, type MailLogQuery } from '../../mail-message.repository';
import { MAIL_TEMPLATES } from '../../templates/mail-template';

const FILTERS = ['id', 'status', 'template', 'to', 'eventId', 'q'] as const;

const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

function text(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > 200) throw invalid(`filter ${key} must be a string of at most 200 characters.`);
  return value.trim() || undefined;
}

/** The admin mail log query from react-admin's `range`, `sort` and `filter`; 400 with a clear message when malformed. */
export function parseMailLogQuery(params: RaListParams): MailLogQuery {
  const { offset, limit } = parseRange(params.range, { limit: 25, maxLimit: 500 });
  const sort = parseSort(params.sort, ['id', ...MAIL_SORT_FIELDS] as const, { field: 'createdAt', order: 'DESC' });
  const raw = parseFilter(params.filter, FILTERS);
  const filter: MailLogQuery['filter'] = {};
  if (raw.id !== undefined) {
    const ids = Array.isArray(raw.id) ? raw.id : [raw.id];
    if (ids.length > 500 || !ids.every((id) => typeof id === 'string' && isUUID(id)))
      throw invalid('filter id must be a mail id (UUID) or a list of them.');
    filter.ids = ids as string[];
  }
  const status = text(raw, 'status');
  if (status !== undefined) {
    if (!(MAIL_STATUSES as readonly string[]).includes(status)) throw invalid(`filter status must be one of ${MAIL_STATUSES.join(', ')}.`);
    filter.status = status as MailStatus;
  }
  const template = text(raw, 'template');
  if (template !== undefined) {
    if (!(MAIL_TEMPLATES as readonly string[]).includes(template))
      throw invalid(`filter template must be one of ${MAIL_TEMPLATES.join(', ')}.`);
    filter.template = template;
  }
  filter.to = text(raw, 'to');
  filter.eventId = text(raw, 'eventId');
  filter.q = text(raw, 'q');
  for (const key of ['to', 'eventId', 'q'] as const) if (filter[key] === undefined) delete filter[key];
  return { offset, limit, sort, filter };
}
