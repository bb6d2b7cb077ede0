import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SessionTokens } from '../session-tokens';

export class RefreshTokensCommand {
  constructor(
    readonly expiredToken: string,
    readonly refreshToken: string,
  ) {}
}

/** Exchanges the expired access token and the refresh token for a new pair (rotation and reuse rules: SessionTokens). */
@CommandHandler(RefreshTokensCommand)
export class RefreshTokensHandler implements ICommandHandler<RefreshTokensCommand, { token: string; refreshToken: string }> {
  constructor(private readonly sessions: SessionTokens) {}

  execute({ expiredToken, refreshToken }: RefreshTokensCommand): Promise<{ token: string; refreshToken: string }> {
    return this.sessions.refresh(expiredToken, refreshToken);
  }
}
