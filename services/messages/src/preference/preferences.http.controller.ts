import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsBoolean } from 'class-validator';
import type { DataSource } from 'typeorm';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';

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
  constructor(@InjectDataSource('messages') private readonly dataSource: DataSource) {}

  @Get('preferences')
  @ApiOperation({ summary: "The caller's message e-mail preference" })
  async get(@CurrentUser() user: AuthenticatedUser): Promise<{ emailDigests: boolean }> {
    const rows = (await this.dataSource.query('SELECT email_digests FROM messages.preference WHERE account_id = $1', [user.id])) as Array<{
      email_digests: boolean;
    }>;
    return { emailDigests: rows[0]?.email_digests ?? true };
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Turn the e-mail digests of unread messages on or off' })
  async set(@CurrentUser() user: AuthenticatedUser, @Body() body: MessagePreferencesRequestDto): Promise<{ emailDigests: boolean }> {
    await this.dataSource.query(
      `INSERT INTO messages.preference (account_id, email_digests) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET email_digests = EXCLUDED.email_digests`,
      [user.id, body.emailDigests],
    );
    return { emailDigests: body.emailDigests };
  }
}
