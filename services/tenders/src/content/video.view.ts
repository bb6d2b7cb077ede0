/** A stored video row, and how the API shows it (camelCase, ISO dates). */
export interface VideoRow {
  id: string;
  title: string;
  description: string | null;
  url: string;
  thumbnail_url: string | null;
  duration_seconds: number | null;
  tags: string[];
  published_at: Date;
  created_at: Date;
  updated_at: Date;
}

export const videoView = (r: VideoRow) => ({
  id: r.id,
  title: r.title,
  description: r.description,
  url: r.url,
  thumbnailUrl: r.thumbnail_url,
  durationSeconds: r.duration_seconds,
  tags: r.tags,
  publishedAt: r.published_at.toISOString(),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
export type VideoView = ReturnType<typeof videoView>;
