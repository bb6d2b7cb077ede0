import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { getEnv } from '@/config/env';
import { api, ApiError } from '@/lib/api-client';
import { getAccessToken } from '@/stores/auth-store';
import type {
  ChecklistItem,
  Id,
  LibraryAnswerView,
  SectionLimit,
  SectionStatus,
  WorkspaceActivityView,
  WorkspaceCommentView,
  WorkspaceDiffView,
  WorkspaceMemberView,
  WorkspaceVersionView,
  WorkspaceView,
} from '@jointly/contracts';
import { WORKSPACES_KEY, workspaceQuery } from '../api/workspaces';
import { staleCurrent, useConflictStore } from './conflict-store';

const quiet = { toastOnError: false } as const;
const path = (id: Id, rest = '') => `/workspace/${encodeURIComponent(id)}${rest}`;
const teamworkKey = (id: Id, what: string) => [...WORKSPACES_KEY, 'teamwork', id, what] as const;

export const membersQuery = (id: Id) =>
  queryOptions({
    queryKey: teamworkKey(id, 'members'),
    queryFn: async () => (await api.get<{ members: WorkspaceMemberView[] }>(path(id, '/members'), quiet)).members,
  });
export const commentsQuery = (id: Id) =>
  queryOptions({
    queryKey: teamworkKey(id, 'comments'),
    queryFn: async () => (await api.get<{ comments: WorkspaceCommentView[] }>(path(id, '/comments'), quiet)).comments,
  });
export const activityQuery = (id: Id) =>
  queryOptions({
    queryKey: teamworkKey(id, 'activity'),
    queryFn: async () =>
      (await api.get<{ activity: WorkspaceActivityView[] }>(path(id, '/activity'), { ...quiet, query: { limit: 50 } })).activity,
  });
export const versionsQuery = (id: Id) =>
  queryOptions({
    queryKey: teamworkKey(id, 'versions'),
    queryFn: async () => (await api.get<{ versions: WorkspaceVersionView[] }>(path(id, '/versions'), quiet)).versions,
  });
export const diffQuery = (id: Id, from: number) =>
  queryOptions({
    queryKey: teamworkKey(id, `diff-${from}`),
    queryFn: async () => (await api.get<{ diff: WorkspaceDiffView }>(path(id, '/versions/diff'), { ...quiet, query: { from } })).diff,
  });
export const checklistQuery = (id: Id) =>
  queryOptions({
    queryKey: teamworkKey(id, 'checklist'),
    queryFn: () => api.get<{ ready: boolean; checklist: ChecklistItem[] }>(path(id, '/checklist'), quiet),
  });
export const libraryQuery = (q: string) =>
  queryOptions({
    queryKey: [...WORKSPACES_KEY, 'library', q] as const,
    queryFn: async () =>
      (await api.get<{ answers: LibraryAnswerView[]; count: number }>('/workspace/library/answers', { ...quiet, query: q ? { q } : {} }))
        .answers,
  });

/**
 * A write to the workspace: the answer's workspace replaces the cached one and the teamwork lists refresh. A stale
 * write (409 WORKSPACE.STALE) opens the conflict dialog with the current state and a way to re-apply the change;
 * other failures are toasted.
 */
export function useWorkspaceWrite<I>(
  id: Id,
  write: (input: I, current: WorkspaceView | null) => Promise<{ workspace?: WorkspaceView } | unknown>,
  describe: (input: I) => string,
) {
  const queryClient = useQueryClient();
  const showConflict = useConflictStore((s) => s.show);
  const settle = async (answer: unknown) => {
    const workspace = (answer as { workspace?: WorkspaceView } | undefined)?.workspace;
    if (workspace) queryClient.setQueryData(workspaceQuery(id).queryKey, workspace);
    await queryClient.invalidateQueries({ queryKey: [...WORKSPACES_KEY, 'teamwork', id] });
  };
  return useMutation({
    mutationFn: (input: I) => write(input, null),
    onSuccess: settle,
    onError: (error, input) => {
      const current = staleCurrent(error);
      if (current) {
        queryClient.setQueryData(workspaceQuery(id).queryKey, current);
        showConflict({
          current,
          attempted: describe(input),
          reapply: async (now) => settle(await write(input, now)),
        });
        return;
      }
      toast.error(error instanceof ApiError ? error.message : 'Something went wrong, try again!');
    },
  });
}

export interface SectionChange {
  sectionId: Id;
  version: number;
  title?: string;
  status?: SectionStatus;
  assigneeAccountId?: Id | null;
  dueDate?: string | null;
  limit?: SectionLimit | null;
}

/** PATCH /workspace/{id}/sections/{sectionId}: from the section version read; re-applied from the current one. */
export const changeSection = (id: Id, { sectionId, ...change }: SectionChange, current: WorkspaceView | null) => {
  const version = current?.sections.find((s) => s.id === sectionId)?.version ?? change.version;
  return api.patch<{ workspace: WorkspaceView }>(path(id, `/sections/${encodeURIComponent(sectionId)}`), { ...change, version }, quiet);
};
export const addSection = (id: Id, input: { title: string }) => api.post<{ workspace: WorkspaceView }>(path(id, '/sections'), input, quiet);
export const addComment = (id: Id, input: { sectionId: Id; body: string; mentions: Id[]; anchor?: { start: number; end: number } }) =>
  api.post<{ comment: WorkspaceCommentView }>(path(id, '/comments'), input, quiet);
export const setCommentResolved = (id: Id, commentId: Id, resolved: boolean) =>
  api.patch<{ comment: WorkspaceCommentView }>(path(id, `/comments/${encodeURIComponent(commentId)}`), { resolved }, quiet);
export const saveVersion = (id: Id, name: string) => api.post<{ version: WorkspaceVersionView }>(path(id, '/versions'), { name }, quiet);
export const restoreVersion = (id: Id, input: { number: number; sectionId?: Id; version: number }, current: WorkspaceView | null) =>
  api.post<{ workspace: WorkspaceView }>(
    path(id, `/versions/${input.number}/restore`),
    { sectionId: input.sectionId, version: current?.version ?? input.version },
    quiet,
  );
export const saveAnswer = (id: Id, sectionId: Id, tags: string[]) =>
  api.post<{ answer: LibraryAnswerView }>(path(id, `/sections/${encodeURIComponent(sectionId)}/library`), { tags }, quiet);
export const insertAnswer = (id: Id, input: { sectionId: Id; answerId: Id; version: number }, current: WorkspaceView | null) =>
  api.post<{ workspace: WorkspaceView }>(
    path(id, `/sections/${encodeURIComponent(input.sectionId)}/insert-answer`),
    { answerId: input.answerId, version: current?.sections.find((s) => s.id === input.sectionId)?.version ?? input.version },
    quiet,
  );

/** GET /workspace/{id}/export.docx or .pdf, saved as a file (binary: fetched directly, not through the JSON client). */
export async function downloadExport(id: Id, name: string, format: 'docx' | 'pdf'): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(`${getEnv().apiBase}${path(id, `/export.${format}`)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'The export could not be made, try again.');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'bid'}.${format}`;
  link.click();
  URL.revokeObjectURL(url);
}
