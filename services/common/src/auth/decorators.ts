import { ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { Role, StaffPower } from '@jointly/contracts';
import type { AuthenticatedUser } from './authenticated-user';

export const IS_PUBLIC = 'jointly:public';
export const OPTIONAL_AUTH = 'jointly:optional-auth';
export const ROLES = 'jointly:roles';
export const REQUIRES_POWER = 'jointly:requires-power';

/** The endpoint needs no token (a token, if sent, is still verified where `@OptionalAuth()` is set). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
/** Guests are welcome; a valid token, when present, identifies the caller. */
export const OptionalAuth = () => SetMetadata(OPTIONAL_AUTH, true);
/** Only these roles may call the endpoint (403 otherwise). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
/**
 * A platform-wide power: admins, and staff an admin has granted `power` (checked per request against the grants,
 * never the token), may call the endpoint; everyone else gets 403. Use instead of `@Roles('admin', 'staff')`.
 */
export const RequiresPower = (power: StaffPower) => SetMetadata(REQUIRES_POWER, power);

/** The verified caller (undefined on public endpoints without a token). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
});
