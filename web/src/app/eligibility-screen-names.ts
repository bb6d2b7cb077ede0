/**
 * The screens on the eligibility service (ratings, expert matching and the expert directory). Their import map
 * (app/eligibility-screens.ts) is a chunk of its own; the `eligibility:` prefix is how the router tells them apart.
 */
export type EligibilityScreenName =
  'eligibility:overview' | 'eligibility:expert-finder' | 'eligibility:expert-connect' | 'eligibility:expert-profile';

export const ELIGIBILITY_SCREEN_PREFIX = 'eligibility:';
