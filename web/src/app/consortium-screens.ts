import type { ConsortiumScreenName } from './consortium-screen-names';

/** The screens built on the consortiums API, each its own chunk (like tender-screens.ts, this map is a chunk too). */
export const consortiumScreens = {
  'consortiums:dashboard': () => import('./routes/consortium/consortium-dashboard-screen'),
  'consortiums:consortium': () => import('./routes/consortium/consortium-screen'),
  'consortiums:bids': () => import('./routes/consortium/consortium-bids-screen'),
  'consortiums:verification': () => import('./routes/consortium/consortium-verification-screen'),
  'consortiums:messages': () => import('./routes/messages/messages-screen'),
  'consortiums:complete-profile': () => import('./routes/consortium/consortium-complete-profile-screen'),
} satisfies Record<ConsortiumScreenName, () => Promise<{ default: React.ComponentType }>>;
