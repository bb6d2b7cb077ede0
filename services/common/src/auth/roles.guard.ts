import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@jointly/contracts';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { AuthenticatedUser } from './authenticated-user';
import { ROLES } from './decorators';

/** Enforces `@Roles(...)`: 401 without a user, 403 with the wrong role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    if (!user) throw new UnauthenticatedError();
    if (!roles.includes(user.role))
      throw new ForbiddenError(
        roles.includes('admin') && roles.length === 1 ? 'Only administrators can do this.' : 'Your account type cannot do this.',
      );
    return true;
  }
}
