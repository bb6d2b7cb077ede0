/**
 * A Create/Edit `transform` that sends only the entity's own fields (the server rejects unknown ones such as id or
 * createdAt), with Dates as ISO strings and cleared fields as null (the DTOs reject empty strings).
 */
export function wireBody(fields: readonly string[]) {
  return (data: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const field of fields) {
      if (!(field in data)) continue;
      const value = data[field];
      out[field] = value instanceof Date ? value.toISOString() : value === '' ? null : value;
    }
    return out;
  };
}

export const EVENT_FIELDS = ['title', 'description', 'startsAt', 'endsAt', 'location', 'url', 'imageUrl'] as const;
export const VIDEO_FIELDS = ['title', 'description', 'url', 'thumbnailUrl', 'durationSeconds', 'tags', 'publishedAt'] as const;
export const ANNOUNCEMENT_FIELDS = ['title', 'body', 'audience', 'pinned', 'publishedAt'] as const;
