import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPower } from '@jointly/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { AuthenticatedUser } from './authenticated-user';
import { REQUIRES_POWER } from './decorators';
import { StaffPowers } from './staff-powers';

/**
 * Enforces `@RequiresPower(power)`: admins pass; a staff account passes only while it holds the power granted by an
 * admin (checked on every request, so a token issued before a revocation loses the power at once); anyone else
 * gets 403. 401 without a user.
 */
@Injectable()
export class PowersGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly powers: StaffPowers,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const power = this.reflector.getAllAndOverride<StaffPower | undefined>(REQUIRES_POWER, [context.getHandler(), context.getClass()]);
    if (!power) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user) throw new UnauthenticatedError();
    if (user.role === 'admin') return true;
    if (user.role === 'staff' && (await this.powers.holds(user.id, power))) return true;
    throw new ForbiddenError(
      user.role === 'staff'
        ? `Your account has not been granted the "${power}" power; ask an administrator.`
        : 'Only administrators, or staff an administrator has granted this power, can do this.',
      'AUTH.POWER_NOT_GRANTED',
    );
  }
}
