/**
 * The screens built on the consortiums API, each its own chunk; like tender-screens.ts, this map is a chunk too, and the
 * `consortiums:` prefix of every name is how the router knows to look here.
 */
export const consortiumScreens = {
  'consortiums:dashboard': () => import('./routes/consortium/consortium-dashboard-screen'),
  'consortiums:consortium': () => import('./routes/consortium/consortium-screen'),
  'consortiums:bids': () => import('./routes/consortium/consortium-bids-screen'),
  'consortiums:verification': () => import('./routes/consortium/consortium-verification-screen'),
  'consortiums:messages': () => import('./routes/messages/messages-screen'),
  'consortiums:complete-profile': () => import('./routes/consortium/consortium-complete-profile-screen'),
} satisfies Record<`consortiums:${string}`, () => Promise<{ default: React.ComponentType }>>;

export type ConsortiumScreenName = keyof typeof consortiumScreens;
