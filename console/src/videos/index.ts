import { lazy } from 'react';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';

/** videos: help videos for providers; add, edit, delete. Loaded on first use. */
export const videos = {
  list: lazy(() => import('./video-list')),
  create: lazy(() => import('./video-create')),
  edit: lazy(() => import('./video-edit')),
  icon: VideoLibraryIcon,
  recordRepresentation: 'title',
  options: { label: 'Videos' },
};
