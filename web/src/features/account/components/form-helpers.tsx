import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled group of fields; two columns from md up, one below (down to 360 px). */
export function FormSection({ id, title, lead, children }: { id?: string; title: string; lead?: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: lead ? 0.5 : 2 }}>
        {title}
      </Typography>
      {lead && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {lead}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Paper>
  );
}

/** Spans both columns of a FormSection. */
export function Wide({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: { md: '1 / -1' } }}>{children}</Box>;
}

/** The fields of `next` that differ from `initial` (arrays and nulls compared by value). */
export function changedFields<T extends Record<string, unknown>>(initial: T, next: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (JSON.stringify(initial[key] ?? null) !== JSON.stringify(next[key] ?? null)) changes[key] = next[key];
  }
  return changes;
}

/** Trimmed text, or null when cleared (the server's optional fields take null as "clear"). */
export const textOrNull = (value: string): string | null => value.trim() || null;
