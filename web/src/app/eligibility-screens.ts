import type { EligibilityScreenName } from './eligibility-screen-names';

/** The screens built on the eligibility service, each its own chunk (like consortium-screens.ts, this map is a chunk too). */
export const eligibilityScreens = {
  'eligibility:overview': () => import('./routes/eligibility/eligibility-screen'),
  'eligibility:expert-finder': () => import('./routes/experts/expert-finder-screen'),
  'eligibility:expert-connect': () => import('./routes/experts/expert-connect-screen'),
  'eligibility:expert-profile': () => import('./routes/experts/expert-profile-screen'),
} satisfies Record<EligibilityScreenName, () => Promise<{ default: React.ComponentType }>>;
