import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { transaction } from '@jointly/common/database';
import { SessionTokens } from '../session-tokens';

export class LogoutCommand {
  constructor(readonly sessionId: string) {}
}

/** Ends the session: its tokens answer 456 from now on (SessionRevoked tells the other services). */
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand, { message: string }> {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly sessions: SessionTokens,
  ) {}

  async execute({ sessionId }: LogoutCommand): Promise<{ message: string }> {
    await transaction(this.dataSource, (manager) => this.sessions.revoke(manager, sessionId, 'logout'));
    return { message: 'Logged out successfully' };
  }
}
