/** A stored event row, and how the API shows it (camelCase, ISO dates). */
export interface EventRow {
  id: string;
  title: string;
  description: string | null;
  starts_at: Date;
  ends_at: Date | null;
  location: string | null;
  url: string | null;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export const eventView = (r: EventRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  startsAt: r.starts_at.toISOString(),
  endsAt: r.ends_at?.toISOString() ?? null,
  location: r.location,
  url: r.url,
  imageUrl: r.image_url,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
export type EventView = ReturnType<typeof eventView>;
