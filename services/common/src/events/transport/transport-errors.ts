/** The transport was stopped (or not started) and cannot publish; the relay keeps the rows and retries. */
export class TransportStoppedError extends Error {
  readonly code = 'EVENTS.TRANSPORT_STOPPED';
  constructor(kind: string) {
    super(`${kind} event transport is not running`);
    this.name = 'TransportStoppedError';
  }
}

/** A consumer group subscribed twice on a transport that cannot share a group between subscribers. */
export class DuplicateSubscriptionError extends Error {
  readonly code = 'EVENTS.DUPLICATE_SUBSCRIPTION';
  constructor(group: string) {
    super(`consumer group "${group}" is already subscribed`);
    this.name = 'DuplicateSubscriptionError';
  }
}

/** In-process: a consumer group that wants these events is stopped; the relay keeps them and retries. */
export class ConsumerGroupClosedError extends Error {
  readonly code = 'EVENTS.CONSUMER_GROUP_CLOSED';
  constructor(group: string) {
    super(`consumer group "${group}" is stopped; events for it stay in the outbox`);
    this.name = 'ConsumerGroupClosedError';
  }
}
