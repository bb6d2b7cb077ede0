import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { OutboxService } from '@jointly/common/events';
import { AccountMemberships } from '../../../account/account-memberships';
import { Account } from '../../../account/account.entity';
import { SessionTokens } from '../../../session/session-tokens';
import { AccountNotFoundError } from '../../../shared/accounts.errors';
import { AdminUserReader, type AdminUserDetail } from '../admin-user.reader';

export class SetUserStatusCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly id: string,
    readonly body: Record<string, unknown>,
  ) {}
}

/**
 * The console's PUT of a user: only `status` changes here (suspend or reactivate; an admin cannot suspend themself).
 * Suspending ends every session of the account in the same transaction, and the audit log records the suspension or
 * reactivation in that transaction too. Answers the record.
 */
@CommandHandler(SetUserStatusCommand)
export class SetUserStatusHandler implements ICommandHandler<SetUserStatusCommand, AdminUserDetail> {
  constructor(
    private readonly users: AdminUserReader,
    private readonly sessions: SessionTokens,
    private readonly outbox: OutboxService,
    private readonly memberships: AccountMemberships,
  ) {}

  async execute({ admin, id, body }: SetUserStatusCommand): Promise<AdminUserDetail> {
    const status = body.status;
    if (status !== undefined && status !== 'active' && status !== 'suspended')
      throw new InvalidInputError('status must be active or suspended.', 'REQUEST.VALIDATION_FAILED');
    await transaction(this.users.dataSource, async (manager) => {
      const account = await manager.findOne(Account, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AccountNotFoundError(id);
      if (status === undefined || status === account.status) return;
      if (status === 'suspended' && account.id === admin.id)
        throw new InvalidInputError('You cannot suspend your own account.', 'ACCOUNT.CANNOT_SUSPEND_SELF');
      await this.memberships.changeStatus(manager, { accountId: id, status, actorId: admin.id });
      if (status === 'suspended') await this.sessions.revokeAll(manager, id, 'suspended');
      await recordAdminAction(this.outbox, manager, {
        actor: admin,
        action: status === 'suspended' ? 'user.suspend' : 'user.reactivate',
        resource: 'users',
        resourceId: id,
        summary: `${status === 'suspended' ? 'Suspended' : 'Reactivated'} ${account.email}`,
        changes: { status: { from: account.status, to: status } },
      });
    });
    return this.users.get(id);
  }
}
