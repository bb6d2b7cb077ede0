/** No dead letter with that id in this service. */
export class DeadLetterNotFoundError extends Error {
  readonly code = 'DEAD_LETTER.NOT_FOUND';
  constructor(id: string) {
    super(`Dead letter ${id} was not found.`);
    this.name = 'DeadLetterNotFoundError';
  }
}

/** The dead letter was already replayed or discarded. */
export class DeadLetterClosedError extends Error {
  readonly code = 'DEAD_LETTER.CLOSED';
  constructor(id: string, status: string) {
    super(`Dead letter ${id} is already ${status}.`);
    this.name = 'DeadLetterClosedError';
  }
}

/** The dead letter cannot be replayed: its consumer no longer exists, or its message was never a valid event. */
export class DeadLetterNotReplayableError extends Error {
  readonly code = 'DEAD_LETTER.NOT_REPLAYABLE';
  constructor(id: string, reason: string) {
    super(`Dead letter ${id} cannot be replayed: ${reason}.`);
    this.name = 'DeadLetterNotReplayableError';
  }
}

/** The consumer failed again during a replay; the dead letter stays open with the new error. */
export class DeadLetterReplayFailedError extends Error {
  readonly code = 'DEAD_LETTER.REPLAY_FAILED';
  constructor(
    id: string,
    readonly reason: string,
  ) {
    super(`Replaying dead letter ${id} failed again: ${reason}`);
    this.name = 'DeadLetterReplayFailedError';
  }
}
