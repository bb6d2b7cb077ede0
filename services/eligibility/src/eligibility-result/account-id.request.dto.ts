import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** `{accountId}` in the path of the result calls. */
export class AccountIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'accountId must be an account id (UUID)' })
  accountId!: string;
}
