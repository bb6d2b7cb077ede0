import { lazy } from 'react';

/** Messages moderation (volume per day, removal of a reported message by id): a custom route, loaded on first use. */
export const MessageModeration = lazy(() => import('./message-moderation'));
export const MESSAGE_MODERATION_PATH = '/messages-moderation';
