import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TOAST_AUTO_CLOSE_MS } from '@/config/constants';
import { type Toast, useToastStore } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToastStore((s) => s.dismiss);
  const [paused, setPaused] = useState(false);
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);

  // Auto-close after 3000 ms; hovering or focusing the toast pauses the countdown (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, dismiss, toast.id]);

  return (
    <Alert
      severity={toast.type}
      variant="filled"
      role={toast.type === 'error' ? 'alert' : 'status'}
      onClose={() => dismiss(toast.id)}
      closeText="Close notification"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      data-toast-type={toast.type}
      sx={{
        pointerEvents: 'auto',
        width: '100%',
        boxShadow: 8,
        alignItems: 'center',
        animation: 'jointly-toast-in 180ms ease-out',
        '@keyframes jointly-toast-in': {
          from: { opacity: 0, transform: 'translateY(-8px)' },
          to: { opacity: 1, transform: 'none' },
        },
      }}
    >
      {toast.message}
    </Alert>
  );
}

/**
 * The toast area (spec §9): top-centre, dark, auto-close 3000 ms, success/error/info. Lives inside the
 * router so it can clear the toasts of the previous page whenever the URL changes.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const clearForNavigation = useToastStore((s) => s.clearForNavigation);
  const { pathname } = useLocation();

  useEffect(() => {
    clearForNavigation(pathname);
  }, [pathname, clearForNavigation]);

  return (
    <Box
      component="section"
      aria-label="Notifications"
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 16 },
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(480px, calc(100vw - 16px))',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>
  );
}
