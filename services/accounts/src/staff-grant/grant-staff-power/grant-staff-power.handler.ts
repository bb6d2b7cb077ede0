import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { StaffGrantView } from '../staff-grant.entity';
import { StaffGrants } from '../staff-grants';

export class GrantStaffPowerCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly accountId: string,
    readonly power: string,
  ) {}
}

/** Grants an active staff account a platform-wide power (400 not staff, 404 unknown account, 409 held already); audited. */
@CommandHandler(GrantStaffPowerCommand)
export class GrantStaffPowerHandler implements ICommandHandler<GrantStaffPowerCommand, StaffGrantView> {
  constructor(private readonly grants: StaffGrants) {}

  execute({ admin, accountId, power }: GrantStaffPowerCommand): Promise<StaffGrantView> {
    return this.grants.grant(admin, { accountId, power });
  }
}
