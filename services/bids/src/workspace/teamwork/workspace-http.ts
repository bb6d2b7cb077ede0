import { ApiHeader } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { IF_MATCH_PATTERN, etagOf, expectedVersion } from './section-rules';
import { InvalidVersionError } from './teamwork.errors';

/** The version a write expects, from `If-Match` and/or the body's `version` (400 when they are garbage or disagree). */
export function versionFrom(ifMatch: string | undefined, bodyVersion: number | null | undefined): number | null {
  const version = expectedVersion(ifMatch, bodyVersion);
  if (version === 'invalid') throw new InvalidVersionError();
  return version;
}

/** The workspace as a write left it (CurrentWorkspaceQuery), with its version as the ETag. */
export function answerWorkspace(view: WorkspaceView, reply: FastifyReply): WorkspaceView {
  void reply.header('etag', etagOf(view.version));
  return view;
}

/** The If-Match header of the workspace writes, as the document states it (the pattern the server reads). */
export const ApiIfMatchHeader = (description = 'The ETag of the workspace read (or send `version`)') =>
  ApiHeader({ name: 'If-Match', required: false, description, schema: { type: 'string', pattern: IF_MATCH_PATTERN } });

/** A version number sent in the query: 1 to 9 digits. */
export const VERSION_QUERY_PATTERN = '^\\d{1,9}$';
