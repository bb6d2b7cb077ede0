/**
 * The screens on the consortiums API. Their import map (app/consortium-screens.ts) is a chunk of its own; the
 * `consortiums:` prefix is how the router tells them apart without a runtime list in the entry chunk.
 */
export type ConsortiumScreenName =
  | 'consortiums:dashboard'
  | 'consortiums:consortium'
  | 'consortiums:bids'
  | 'consortiums:verification'
  | 'consortiums:messages'
  | 'consortiums:complete-profile';

export const CONSORTIUM_SCREEN_PREFIX = 'consortiums:';
