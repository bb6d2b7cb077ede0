/** A stored announcement row, and how the API shows it (camelCase, ISO dates). */
export interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  audience: string;
  pinned: boolean;
  published_at: Date;
  created_at: Date;
  updated_at: Date;
}

export const announcementView = (r: AnnouncementRow) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  audience: r.audience,
  pinned: r.pinned,
  publishedAt: r.published_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
export type AnnouncementView = ReturnType<typeof announcementView>;
