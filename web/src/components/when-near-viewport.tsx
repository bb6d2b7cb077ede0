import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Renders its (lazy) children once the placeholder comes within ~600 px of the viewport, or at once when the
 * URL's hash names `anchor` (the enclosing section's id). Keeps below-the-fold forms (contact, newsletter) out
 * of the landing page's first paint.
 */
export function WhenNearViewport({ anchor, minHeight, children }: { anchor?: string; minHeight: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  const named = Boolean(anchor) && hash === `#${anchor}`;
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || named || !ref.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near, named]);

  const show = near || named;
  return (
    <Box ref={ref} sx={{ minHeight: show ? undefined : minHeight }}>
      {show && <Suspense fallback={<Box sx={{ minHeight }} />}>{children}</Suspense>}
    </Box>
  );
}
