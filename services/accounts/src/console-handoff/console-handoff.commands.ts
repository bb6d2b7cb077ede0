import type { AuthenticatedUser } from '@jointly/common/auth';
import type { ClientInfo } from '../shared/auth-response';

/** An admin signed in on the web app asks for a code that opens a console session (POST /admin/console-handoff). */
export class IssueConsoleHandoffCommand {
  constructor(readonly actor: AuthenticatedUser) {}
}

/** The console exchanges the code for its own session (POST /admin/console-handoff/exchange). */
export class ExchangeConsoleHandoffCommand {
  constructor(
    readonly code: string,
    readonly client: ClientInfo,
  ) {}
}
