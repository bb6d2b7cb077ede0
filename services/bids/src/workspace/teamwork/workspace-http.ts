import type { FastifyReply } from 'fastify';
import type { WorkspaceView } from '@jointly/contracts';
import { WorkspaceRepository, workspaceView } from '../workspace.repository';
import { etagOf, expectedVersion } from './section-rules';
import { InvalidVersionError } from './teamwork.errors';

/** The version a write expects, from `If-Match` and/or the body's `version` (400 when they are garbage or disagree). */
export function versionFrom(ifMatch: string | undefined, bodyVersion: number | undefined): number | null {
  const version = expectedVersion(ifMatch, bodyVersion);
  if (version === 'invalid') throw new InvalidVersionError();
  return version;
}

/** The workspace as it now is, with its version as the ETag. */
export async function answerWorkspace(workspaces: WorkspaceRepository, id: string, reply: FastifyReply): Promise<WorkspaceView> {
  const view = workspaceView(await workspaces.get(id));
  void reply.header('etag', etagOf(view.version));
  return view;
}
