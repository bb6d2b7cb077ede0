import type { AuthenticatedUser } from '@jointly/common/auth';

export class CompleteGetStartedCommand {
  constructor(readonly actor: AuthenticatedUser) {}
}
