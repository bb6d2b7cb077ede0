import type { BidsScreenName } from './bids-screen-names';

/** The screens built on the bids API, each its own chunk (like consortium-screens.ts, this map is a chunk too). */
export const bidsScreens = {
  'bids:my-workspaces': () => import('./routes/workspaces/my-workspaces-screen'),
  'bids:workspace': () => import('./routes/workspaces/workspace-screen'),
  'bids:expert-workspaces': () => import('./routes/workspaces/expert-workspaces-screen'),
  'bids:expert-invitations': () => import('./routes/projects/expert-invitations-screen'),
  'bids:expert-project': () => import('./routes/projects/expert-project-screen'),
  'bids:expert-partners': () => import('./routes/projects/expert-partners-screen'),
} satisfies Record<BidsScreenName, () => Promise<{ default: React.ComponentType }>>;
