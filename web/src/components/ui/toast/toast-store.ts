import { create } from 'zustand';
import { TOAST_LOCKOUT_MS } from '@/config/constants';
import { getCurrentPathname } from '@/lib/navigation';

export type ToastType = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  /** Page the toast belongs to; it is cleared when the app moves to another page. */
  path: string;
  /** Multiple toasts stack; ordinary ones replace each other. */
  multiple: boolean;
}

export interface ToastOptions {
  /** Let this toast stack with others and skip the lockout. */
  multiple?: boolean;
  /**
   * The page the toast is for. Defaults to the current page. A toast raised just before a navigation
   * (e.g. 'Logged out successfully' before going to /v3/login) names the page it should survive onto.
   */
  path?: string;
}

interface ToastState {
  toasts: Toast[];
  /** Time (ms since epoch) until which ordinary toasts are ignored. */
  lockedUntil: number;
  show: (type: ToastType, message: string, options?: ToastOptions) => number | null;
  dismiss: (id: number) => void;
  /** Drops every toast that does not belong to `pathname` (called when the URL changes). */
  clearForNavigation: (pathname: string) => void;
  clear: () => void;
}

let nextId = 1;

/**
 * Spec §4/§9: only one non-multiple toast at a time; after one is shown, others are ignored for a
 * 390 ms lockout (so a burst of failing calls shows one message); after that a new one replaces it.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  lockedUntil: 0,
  show: (type, message, options = {}) => {
    const multiple = options.multiple ?? false;
    const now = Date.now();
    if (!multiple && now < get().lockedUntil) return null;
    const toast: Toast = { id: nextId++, type, message, multiple, path: options.path ?? getCurrentPathname() };
    set((state) => ({
      toasts: multiple ? [...state.toasts, toast] : [...state.toasts.filter((t) => t.multiple), toast],
      lockedUntil: multiple ? state.lockedUntil : now + TOAST_LOCKOUT_MS,
    }));
    return toast.id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clearForNavigation: (pathname) =>
    set((state) => {
      const kept = state.toasts.filter((t) => t.path === pathname);
      return kept.length === state.toasts.length ? state : { toasts: kept };
    }),
  clear: () => set({ toasts: [], lockedUntil: 0 }),
}));

/** Call from anywhere: `toast.success('Logged in successfully')`. Returns the toast id, or null if locked out. */
export const toast = {
  success: (message: string, options?: ToastOptions) => useToastStore.getState().show('success', message, options),
  error: (message: string, options?: ToastOptions) => useToastStore.getState().show('error', message, options),
  info: (message: string, options?: ToastOptions) => useToastStore.getState().show('info', message, options),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
  clear: () => useToastStore.getState().clear(),
};
