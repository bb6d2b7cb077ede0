/**
 * The screens built on the eligibility service (ratings, expert matching and the expert directory), each its own chunk;
 * like tender-screens.ts, this map is a chunk too, and the `eligibility:` prefix is how the router knows to look here.
 */
export const eligibilityScreens = {
  'eligibility:overview': () => import('./routes/eligibility/eligibility-screen'),
  'eligibility:expert-finder': () => import('./routes/experts/expert-finder-screen'),
  'eligibility:expert-connect': () => import('./routes/experts/expert-connect-screen'),
  'eligibility:expert-profile': () => import('./routes/experts/expert-profile-screen'),
} satisfies Record<`eligibility:${string}`, () => Promise<{ default: React.ComponentType }>>;

export type EligibilityScreenName = keyof typeof eligibilityScreens;
