import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { HANDOFF_CODE_PATTERN } from './handoff-code';

export class ExchangeConsoleHandoffRequestDto {
  @ApiProperty({ description: 'The one-time code from POST /admin/console-handoff (43 base64url characters)' })
  @IsString()
  @Matches(HANDOFF_CODE_PATTERN, { message: 'code must be the hand-off code the web app issued' })
  code!: string;
}
