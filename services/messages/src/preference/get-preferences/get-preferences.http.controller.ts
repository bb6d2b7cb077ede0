import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetPreferencesQuery } from './get-preferences.query';

/** The caller's own messaging settings (shown in the account settings); nobody else's. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class GetPreferencesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('preferences')
  @ApiOperation({ summary: "The caller's message e-mail preference" })
  get(@CurrentUser() user: AuthenticatedUser): Promise<{ emailDigests: boolean }> {
    return this.queries.execute(new GetPreferencesQuery(user));
  }
}
