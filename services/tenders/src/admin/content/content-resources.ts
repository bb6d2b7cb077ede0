import { TenderEvents } from '@jointly/contracts';
import { createEvent, OutboxService } from '@jointly/common/events';
import { InvalidInputError } from '@jointly/common/errors';
import {
  AUDIENCES,
  CreateAnnouncementRequestDto,
  CreateEventRequestDto,
  CreateVideoRequestDto,
  UpdateAnnouncementRequestDto,
  UpdateEventRequestDto,
  UpdateVideoRequestDto,
} from '../../content/content.request.dto';
import type { ContentFilter, ContentResourceSpec } from './content.repository';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));
const invalid = (message: string) => new InvalidInputError(message, 'REQUEST.INVALID_LIST_QUERY');

const booleanFilter =
  (name: string, column: string): ContentFilter =>
  (value, param) => {
    if (value !== true && value !== false && value !== 'true' && value !== 'false') throw invalid(`filter ${name} must be true or false.`);
    return `${column} = ${param(value === true || value === 'true')}`;
  };

/** `events` (tenders.event): meet-the-buyer days, webinars; creating one also publishes TenderEventAdded, as POST /events/add does. */
export const EVENTS_RESOURCE: ContentResourceSpec = {
  resource: 'events',
  noun: 'event',
  table: 'tenders.event',
  columns: 'id, title, description, starts_at, ends_at, location, url, image_url, created_at, updated_at',
  fields: {
    title: 'title',
    description: 'description',
    startsAt: 'starts_at',
    endsAt: 'ends_at',
    location: 'location',
    url: 'url',
    imageUrl: 'image_url',
  },
  required: ['title', 'startsAt'],
  view: (r) => ({
    id: r.id,
    title: r.title as string,
    description: r.description,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    location: r.location,
    url: r.url,
    imageUrl: r.image_url,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }),
  createDto: CreateEventRequestDto,
  updateDto: UpdateEventRequestDto,
  sort: {
    title: 'title',
    startsAt: 'starts_at',
    endsAt: 'ends_at',
    location: 'location',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: { field: 'startsAt', order: 'DESC' },
  dateColumn: 'starts_at',
  filters: {
    upcoming: (value, param) => {
      if (value !== true && value !== 'true' && value !== false && value !== 'false')
        throw invalid('filter upcoming must be true or false.');
      const upcoming = value === true || value === 'true';
      return `(coalesce(ends_at, starts_at) >= now()) = ${param(upcoming)}`;
    },
  },
  check(record) {
    if (record.startsAt && record.endsAt && new Date(record.endsAt as string) < new Date(record.startsAt as string))
      throw new InvalidInputError('endsAt must not be before startsAt.', 'EVENT.INVALID_TIMES');
  },
  async afterCreate(manager, view, actor) {
    await new OutboxService('tenders').add(
      manager,
      createEvent(TenderEvents.TenderEventAdded, {
        aggregateId: view.id,
        actorId: actor.id,
        payload: { eventId: view.id, title: view.title, startsAt: view.startsAt as string },
      }),
    );
  },
};

/** `videos` (tenders.video): help videos. */
export const VIDEOS_RESOURCE: ContentResourceSpec = {
  resource: 'videos',
  noun: 'video',
  table: 'tenders.video',
  columns: 'id, title, description, url, thumbnail_url, duration_seconds, tags, published_at, created_at, updated_at',
  fields: {
    title: 'title',
    description: 'description',
    url: 'url',
    thumbnailUrl: 'thumbnail_url',
    durationSeconds: 'duration_seconds',
    tags: 'tags',
    publishedAt: 'published_at',
  },
  required: ['title', 'url'],
  view: (r) => ({
    id: r.id,
    title: r.title as string,
    description: r.description,
    url: r.url,
    thumbnailUrl: r.thumbnail_url,
    durationSeconds: r.duration_seconds,
    tags: r.tags,
    publishedAt: iso(r.published_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }),
  createDto: CreateVideoRequestDto,
  updateDto: UpdateVideoRequestDto,
  sort: {
    title: 'title',
    publishedAt: 'published_at',
    durationSeconds: 'duration_seconds',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  dateColumn: 'published_at',
  filters: {
    tag: (value, param) => {
      if (typeof value !== 'string' || !value || value.length > 50) throw invalid('filter tag must be a tag of at most 50 characters.');
      return `${param(value)} = ANY(tags)`;
    },
  },
};

/** `announcements` (tenders.announcement): news for everyone or one account type, pinned ones first on the site. */
export const ANNOUNCEMENTS_RESOURCE: ContentResourceSpec = {
  resource: 'announcements',
  noun: 'announcement',
  table: 'tenders.announcement',
  columns: 'id, title, body, audience, pinned, published_at, created_at, updated_at',
  fields: { title: 'title', body: 'body', audience: 'audience', pinned: 'pinned', publishedAt: 'published_at' },
  required: ['title', 'body', 'audience', 'pinned'],
  defaults: { audience: 'all', pinned: false },
  view: (r) => ({
    id: r.id,
    title: r.title as string,
    body: r.body,
    audience: r.audience,
    pinned: r.pinned,
    publishedAt: iso(r.published_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }),
  createDto: CreateAnnouncementRequestDto,
  updateDto: UpdateAnnouncementRequestDto,
  sort: {
    title: 'title',
    publishedAt: 'published_at',
    pinned: 'pinned',
    audience: 'audience',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  defaultSort: { field: 'publishedAt', order: 'DESC' },
  dateColumn: 'published_at',
  filters: {
    audience: (value, param) => {
      if (typeof value !== 'string' || !(AUDIENCES as readonly string[]).includes(value))
        throw invalid(`filter audience must be one of ${AUDIENCES.join(', ')}.`);
      return `audience = ${param(value)}`;
    },
    pinned: booleanFilter('pinned', 'pinned'),
  },
};
