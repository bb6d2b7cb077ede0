import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { PreferenceRepository } from './preference.repository';

export class MessagePreferencesRequestDto {
  @ApiProperty({ description: 'E-mail me a digest of messages I have not read after a while' })
  @IsBoolean({ message: 'emailDigests must be true or false' })
  emailDigests!: boolean;
}

/** The caller's own messaging settings (shown in the account settings); nobody else's. */
@ApiTags('messages')
@ApiBearerAuth()
@Controller('messages')
export class MessagePreferencesController {
  constructor(private readonly preferences: PreferenceRepository) {}

  @Get('preferences')
  @ApiOperation({ summary: "The caller's message e-mail preference" })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<{ emailDigests: boolean }> {
    return { emailDigests: await this.preferences.emailDigests(user.id) };
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Turn the e-mail digests of unread messages on or off' })
  async set(@CurrentUser() user: AuthenticatedUser, @Body() body: MessagePreferencesRequestDto): Promise<{ emailDigests: boolean }> {
    await this.preferences.setEmailDigests(user.id, body.emailDigests);
    return { emailDigests: body.emailDigests };
  }
}
