import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { StaffGrantView } from '../staff-grant.entity';
import { StaffGrants } from '../staff-grants';

export class RevokeStaffPowerCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly grantId: string,
  ) {}
}

/** Revokes a grant (effective from the next request); audited; answers the revoked grant. */
@CommandHandler(RevokeStaffPowerCommand)
export class RevokeStaffPowerHandler implements ICommandHandler<RevokeStaffPowerCommand, StaffGrantView> {
  constructor(private readonly grants: StaffGrants) {}

  execute({ admin, grantId }: RevokeStaffPowerCommand): Promise<StaffGrantView> {
    return this.grants.revoke(admin, grantId);
  }
}
