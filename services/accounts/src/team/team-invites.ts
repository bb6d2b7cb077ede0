import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { InvalidInputError, NotFoundError } from '@jointly/common/errors';
import { TeamInvite } from './team-invite.entity';

/** Invitations are valid for 14 days. */
export const INVITE_TTL_MS = 14 * 24 * 3600 * 1000;

/** Claiming and accepting team invitations during sign-up. */
@Injectable()
export class TeamInvites {
  /** The pending invitation for this e-mail, or a 404 (none, or revoked) or 400 saying why it cannot be used. */
  async claimable(manager: EntityManager, inviteId: string, email: string, now = new Date()): Promise<TeamInvite> {
    const invite = await manager.findOne(TeamInvite, { where: { id: inviteId }, lock: { mode: 'pessimistic_write' } });
    if (!invite || invite.status === 'revoked')
      throw new NotFoundError('This invitation is not valid any more; ask your colleague for a new one.', 'TEAM.INVITE_INVALID');
    if (invite.status === 'accepted') throw new InvalidInputError('This invitation has already been used.', 'TEAM.INVITE_USED');
    if (invite.expiresAt.getTime() < now.getTime())
      throw new InvalidInputError('This invitation has expired; ask your colleague for a new one.', 'TEAM.INVITE_EXPIRED');
    if (invite.email !== email)
      throw new InvalidInputError('This invitation was sent to another e-mail address.', 'TEAM.INVITE_OTHER_EMAIL');
    return invite;
  }

  async accept(manager: EntityManager, invite: TeamInvite, accountId: string, now = new Date()): Promise<void> {
    await manager.update(TeamInvite, { id: invite.id }, { status: 'accepted', acceptedBy: accountId, acceptedAt: now });
  }
}
