import { create } from 'zustand';
import { ApiError } from '@/lib/api-client';
import type { WorkspaceView } from '@jointly/contracts';

/** A write the server refused as stale: the workspace as it now is, what the user tried, and how to try it again. */
export interface PendingConflict {
  current: WorkspaceView;
  /** "Rename the workspace to …", shown in the dialog. */
  attempted: string;
  /** Runs the same change again from the current version. */
  reapply: (current: WorkspaceView) => Promise<unknown>;
}

interface ConflictState {
  conflict: PendingConflict | null;
  show: (conflict: PendingConflict) => void;
  clear: () => void;
}

export const useConflictStore = create<ConflictState>()((set) => ({
  conflict: null,
  show: (conflict) => set({ conflict }),
  clear: () => set({ conflict: null }),
}));

/** The current workspace from a 409 WORKSPACE.STALE answer, or null for any other failure. */
export function staleCurrent(error: unknown): WorkspaceView | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.body?.code !== 'WORKSPACE.STALE') return null;
  const details = error.body.details as { current?: WorkspaceView } | undefined;
  return details?.current ?? null;
}
