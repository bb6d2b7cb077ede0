/**
 * The screens on the bids API (expert invitations, projects, workspaces). Their import map (app/bids-screens.ts) is a
 * chunk of its own; the `bids:` prefix is how the router tells them apart without a runtime list in the entry chunk.
 */
export type BidsScreenName =
  | 'bids:my-workspaces'
  | 'bids:workspace'
  | 'bids:expert-workspaces'
  | 'bids:expert-invitations'
  | 'bids:expert-project'
  | 'bids:expert-partners';

export const BIDS_SCREEN_PREFIX = 'bids:';
