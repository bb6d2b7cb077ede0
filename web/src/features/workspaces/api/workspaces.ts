import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast/toast-store';
import { LIST_ALL_LIMIT, LIST_ALL_PAGE } from '@/config/constants';
import { api, ApiError } from '@/lib/api-client';
import type { CreateWorkspaceInput, Id, UpdateWorkspaceInput, WorkspaceSearchResult, WorkspaceView } from '@jointly/contracts';
import { staleCurrent, useConflictStore } from '../teamwork/conflict-store';
import { describeUpdate, rebaseUpdate } from '../teamwork/rebase';

/** Every workspace query starts with this key, so one invalidation refreshes them all after a change. */
export const WORKSPACES_KEY = ['workspaces'] as const;

const quiet = { toastOnError: false } as const;

export interface WorkspaceWriteAnswer {
  workspace: WorkspaceView;
  message: string;
}

/**
 * GET /workspace/search?page=1&limit=300: the workspaces of the user's company (or the user's own), plus, for an expert,
 * those of the bids the expert accepted.
 */
export const listWorkspaces = async (): Promise<WorkspaceView[]> =>
  (await api.get<WorkspaceSearchResult>('/workspace/search', { ...quiet, query: { page: LIST_ALL_PAGE, limit: LIST_ALL_LIMIT } }))
    .foundWorkspaces;
export const workspacesQuery = () => queryOptions({ queryKey: [...WORKSPACES_KEY, 'list'], queryFn: listWorkspaces });

/** GET /workspace/search?id[0]={id}: one workspace, or null when it is unknown or out of the user's reach. */
export const getWorkspace = async (id: Id): Promise<WorkspaceView | null> =>
  (await api.get<WorkspaceSearchResult>('/workspace/search', { ...quiet, query: { id: [id] } })).foundWorkspaces[0] ?? null;
export const workspaceQuery = (id: Id) => queryOptions({ queryKey: [...WORKSPACES_KEY, 'one', id], queryFn: () => getWorkspace(id) });

/** POST /workspace/create {name, tender?, description?, sections?} → 201 {workspace, message: 'Workspace created successfully!'}. */
export const createWorkspace = (input: CreateWorkspaceInput) => api.post<WorkspaceWriteAnswer>('/workspace/create', input);

/**
 * PATCH /workspace/update/{id} {version, name?, description?, status?, sections?, removeMissingSections?} →
 * {workspace, message}; 409 for a refused status step, a failed checklist, or a stale version (WORKSPACE.STALE).
 */
export const updateWorkspace = (id: Id, input: UpdateWorkspaceInput) =>
  api.patch<WorkspaceWriteAnswer>(`/workspace/update/${encodeURIComponent(id)}`, input, quiet);

/**
 * Create: toasts the server's message ('Workspace created successfully!') and refreshes the workspace lists. `toastPath`
 * names the page the toast belongs to when the caller navigates there next (toasts are cleared on navigation).
 */
export function useCreateWorkspace({ toastPath }: { toastPath?: (workspace: WorkspaceView) => string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: async (answer) => {
      toast.success(answer.message, toastPath ? { path: toastPath(answer.workspace) } : undefined);
      queryClient.setQueryData(workspaceQuery(answer.workspace.id).queryKey, answer.workspace);
      await queryClient.invalidateQueries({ queryKey: [...WORKSPACES_KEY, 'list'] });
    },
  });
}

/**
 * Update: the answer replaces the cached workspace at once (so the page shows what the server kept), the lists are
 * refreshed, and the server's message is toasted. A stale write (409 WORKSPACE.STALE) shows the current workspace and
 * opens the conflict dialog, from which the user re-applies the change on top of it; other failures (403, 409
 * 'cannot move from … to …') are toasted.
 */
export function useUpdateWorkspace(id: Id) {
  const queryClient = useQueryClient();
  const showConflict = useConflictStore((s) => s.show);
  const applied = async (answer: WorkspaceWriteAnswer) => {
    queryClient.setQueryData(workspaceQuery(id).queryKey, answer.workspace);
    toast.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: [...WORKSPACES_KEY, 'list'] });
  };
  return useMutation({
    mutationFn: (input: UpdateWorkspaceInput) => updateWorkspace(id, input),
    onSuccess: applied,
    onError: (error, input) => {
      const current = staleCurrent(error);
      if (!current) {
        toast.error(error instanceof ApiError ? error.message : 'Something went wrong, try again!');
        return;
      }
      const base = queryClient.getQueryData(workspaceQuery(id).queryKey) ?? undefined;
      queryClient.setQueryData(workspaceQuery(id).queryKey, current);
      showConflict({
        current,
        attempted: describeUpdate(input),
        reapply: async (now) => applied(await updateWorkspace(id, rebaseUpdate(input, base, now))),
      });
    },
  });
}
