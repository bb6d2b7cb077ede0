import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Component, type ReactNode, Suspense, lazy } from 'react';

/** The editor (Tiptap, Yjs, Hocuspocus) is its own chunk, loaded when a workspace's sections render. */
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
  return (
    <EditorLoadBoundary>
      <Suspense
        fallback={
          <Box aria-busy="true" aria-label={`Loading the editor for ${props.title}`}>
            <Skeleton variant="rounded" height={120} />
          </Box>
        }
      >
        <LiveSectionEditor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}
