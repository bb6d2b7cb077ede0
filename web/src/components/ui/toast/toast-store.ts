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

/** The newest ordinary toast raised during a lockout, shown when the lockout ends. */
let held: { toast: Toast; timer: ReturnType<typeof setTimeout> } | null = null;
const release = () => {
  if (held) clearTimeout(held.timer);
  held = null;
};

/**
 * Spec §4/§9: only one non-multiple toast at a time, with a 390 ms lockout after each. A repeat of the message on
 * screen during the lockout is dropped (a burst of failing calls shows one message); a different one is held and
 * shown when the lockout ends (the newest wins), so a success right after a refusal is never lost. A held toast for a
 * page the user has left is dropped.
 */
export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  lockedUntil: 0,
  show: (type, message, options = {}) => {
    const multiple = options.multiple ?? false;
    const now = Date.now();
    const path = options.path ?? getCurrentPathname();
    if (!multiple && now < get().lockedUntil) {
      const onScreen = get().toasts.find((t) => !t.multiple);
      if (onScreen && onScreen.type === type && onScreen.message === message) return null;
      release();
      const toast: Toast = { id: nextId++, type, message, multiple, path };
      held = {
        toast,
        timer: setTimeout(() => {
          held = null;
          if (toast.path !== getCurrentPathname() && !options.path) return;
          set((state) => ({ toasts: [...state.toasts.filter((t) => t.multiple), toast], lockedUntil: Date.now() + TOAST_LOCKOUT_MS }));
        }, get().lockedUntil - now),
      };
      return toast.id;
    }
    const toast: Toast = { id: nextId++, type, message, multiple, path };
    set((state) => ({
      toasts: multiple ? [...state.toasts, toast] : [...state.toasts.filter((t) => t.multiple), toast],
      lockedUntil: multiple ? state.lockedUntil : now + TOAST_LOCKOUT_MS,
    }));
    return toast.id;
  },
  dismiss: (id) => {
    if (held?.toast.id === id) release();
    set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
  },
  clearForNavigation: (pathname) =>
    set((state) => {
      const kept = state.toasts.filter((t) => t.path === pathname);
      return kept.length === state.toasts.length ? state : { toasts: kept };
    }),
  clear: () => {
    release();
    set({ toasts: [], lockedUntil: 0 });
  },
}));

/** Call from anywhere: `toast.success('Logged in successfully')`. Returns the toast id, or null for a dropped repeat. */
export const toast = {
  success: (message: string, options?: ToastOptions) => useToastStore.getState().show('success', message, options),
  error: (message: string, options?: ToastOptions) => useToastStore.getState().show('error', message, options),
  info: (message: string, options?: ToastOptions) => useToastStore.getState().show('info', message, options),
  dismiss: (id: number) => useToastStore.getState().dismiss(id),
  clear: () => useToastStore.getState().clear(),
};
