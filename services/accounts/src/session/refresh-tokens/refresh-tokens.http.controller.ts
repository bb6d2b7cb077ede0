import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '@jointly/common/http';
import { Public } from '@jointly/common/auth';
import { RefreshTokenRequestDto } from '../../login/login.request.dto';
import { ACCOUNT_ROUTES } from '../../shared/routes';
import { RefreshTokensCommand } from './refresh-tokens.handler';

@ApiTags('accounts: sessions')
@ApiErrors(401, 403, 429)
@Controller(ACCOUNT_ROUTES)
export class RefreshTokensController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('refresh-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange the expired access token and the refresh token for a new pair (456 when impossible)' })
  @ApiOkResponse({ description: '{ token, refreshToken }' })
  @ApiErrors(456)
  refresh(@Body() dto: RefreshTokenRequestDto): Promise<{ token: string; refreshToken: string }> {
    return this.commands.execute(new RefreshTokensCommand(dto.expiredToken, dto.refreshToken));
  }
}
