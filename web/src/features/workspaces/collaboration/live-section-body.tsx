import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Component, type ReactNode, Suspense, lazy, useEffect, useState } from 'react';

/**
 * The editor (Tiptap, Yjs, Hocuspocus: ~170 KB gzipped) is its own chunk, fetched once the workspace has painted, so
 * that it does not hold up the page's first paint; its loading state shows meanwhile.
 */
const LiveSectionEditor = lazy(() => import('./live-section-editor'));

/** True from the frame after the one that first painted this component (at once where frames are not painted). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(() => typeof window.requestAnimationFrame !== 'function');
  useEffect(() => {
    if (painted) return undefined;
    let second = 0;
    const first = window.requestAnimationFrame(() => {
      // The callback runs before the paint of this frame: the next one runs after it.
      second = window.requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      window.cancelAnimationFrame(first);
      window.cancelAnimationFrame(second);
    };
  }, [painted]);
  return painted;
}

export interface LiveSectionBodyProps {
  workspaceId: string;
  sectionId: string;
  title: string;
}

class EditorLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return (
        <Box role="alert" sx={{ color: 'error.main', py: 1 }}>
          The editor could not be loaded. Check your connection and reload the page.
        </Box>
      );
    return this.props.children;
  }
}

/** A section's body, written together live. */
export function LiveSectionBody(props: LiveSectionBodyProps) {
  const painted = usePainted();
  const loading = (
    <Box aria-busy="true" aria-label={`Loading the editor for ${props.title}`}>
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
  return (
    <EditorLoadBoundary>
      <Suspense fallback={loading}>{painted ? <LiveSectionEditor {...props} /> : loading}</Suspense>
    </EditorLoadBoundary>
  );
}
