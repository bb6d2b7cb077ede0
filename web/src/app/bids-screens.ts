/**
 * The screens built on the bids API (expert invitations, projects, workspaces), each its own chunk; like
 * tender-screens.ts, this map is a chunk too, and the `bids:` prefix is how the router knows to look here.
 */
export const bidsScreens = {
  'bids:my-workspaces': () => import('./routes/workspaces/my-workspaces-screen'),
  'bids:workspace': () => import('./routes/workspaces/workspace-screen'),
  'bids:expert-workspaces': () => import('./routes/workspaces/expert-workspaces-screen'),
  'bids:expert-invitations': () => import('./routes/projects/expert-invitations-screen'),
  'bids:expert-project': () => import('./routes/projects/expert-project-screen'),
  'bids:expert-partners': () => import('./routes/projects/expert-partners-screen'),
} satisfies Record<`bids:${string}`, () => Promise<{ default: React.ComponentType }>>;

export type BidsScreenName = keyof typeof bidsScreens;
