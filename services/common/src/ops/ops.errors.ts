import { ConflictError, DomainError, NotFoundError } from '../errors';
import {
  DeadLetterClosedError,
  DeadLetterNotFoundError,
  DeadLetterNotReplayableError,
  DeadLetterReplayFailedError,
} from '../events/inbox/dead-letter.errors';

/** A service answered an ops call with an error; the edge passes its status and message on. */
export class UpstreamOpsError extends DomainError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The dead-letter kit's errors as HTTP answers: unknown → 404; closed, not replayable, failed again → 409. */
export function toOpsError(error: unknown): unknown {
  if (error instanceof DeadLetterNotFoundError) return new NotFoundError(error.message, error.code);
  if (error instanceof DeadLetterReplayFailedError) return new ConflictError(error.message, error.code, { reason: error.reason });
  if (error instanceof DeadLetterClosedError || error instanceof DeadLetterNotReplayableError)
    return new ConflictError(error.message, error.code);
  return error;
}

/** `notifications:<uuid>` → service and local id; 404 when malformed or the service is not known here. */
export function splitOpsId(id: string, known: readonly string[]): { service: string; localId: string } {
  const cut = id.indexOf(':');
  const service = cut > 0 ? id.slice(0, cut) : '';
  if (!known.includes(service)) throw new NotFoundError(`No dead letter ${id}: ids look like <service>:<id>.`, 'DEAD_LETTER.NOT_FOUND');
  return { service, localId: id.slice(cut + 1) };
}
