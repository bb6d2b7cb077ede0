import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/query-state';

interface PagedListProps<T> {
  query: { isPending: boolean; isError: boolean; error: Error | null; data?: { items: T[]; totalPages: number }; refetch: () => unknown };
  noun: string;
  empty: ReactNode;
  page: number;
  onPage: (page: number) => void;
  render: (item: T) => ReactNode;
  keyOf: (item: T) => string;
}

/** Loading, error, empty and paged states shared by the announcements, events and videos screens. */
export function PagedList<T>({ query, noun, empty, page, onPage, render, keyOf }: PagedListProps<T>) {
  if (query.isPending) return <LoadingState label={`Loading ${noun}…`} />;
  if (query.isError || !query.data)
    return <ErrorState title={`The ${noun} could not be loaded.`} message={query.error?.message} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{empty}</Typography>
      </Paper>
    );
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={noun}>
        {query.data.items.map((item) => (
          <li key={keyOf(item)}>{render(item)}</li>
        ))}
      </Stack>
      {query.data.totalPages > 1 && (
        <Stack component="nav" aria-label={`${noun} pages`} sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination count={query.data.totalPages} page={page} onChange={(_event, next) => onPage(next)} color="primary" />
        </Stack>
      )}
    </>
  );
}
