import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Component, type ReactNode, Suspense, lazy } from 'react';
import { useSettledLoad } from '@/lib/use-settled-load';

/**
 * The editor (Tiptap, Yjs, Hocuspocus: ~170 KB gzipped) is its own chunk, fetched once the workspace has settled
 * (lib/use-settled-load.ts) or as soon as a section's body is pointed at, touched or focused, so that it does not
 * hold up the page's first paint; its loading state shows meanwhile.
 */
const LiveSectionEditor = lazy(() => import('./live-section-editor'));

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
  const [wanted, want] = useSettledLoad();
  const loading = (
    <Box aria-busy="true" aria-label={`Loading the editor for ${props.title}`}>
      <Skeleton variant="rounded" height={120} />
    </Box>
  );
  return (
    <EditorLoadBoundary>
      <Box onPointerEnter={want} onTouchStart={want} onFocus={want}>
        <Suspense fallback={loading}>{wanted ? <LiveSectionEditor {...props} /> : loading}</Suspense>
      </Box>
    </EditorLoadBoundary>
  );
}
