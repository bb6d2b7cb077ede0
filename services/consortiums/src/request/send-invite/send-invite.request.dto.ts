import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '@jointly/common/http';

export class SendInviteRequestDto {
  @ApiProperty({ description: 'The consortium that invites' })
  @IsUUID('all', { message: 'consortium must be a consortium id (UUID)' })
  consortium!: string;

  @ApiProperty({ description: 'An account of the invited company (owner or member), or the approved partner company id' })
  @IsUUID('all', { message: 'account must be an account or company id (UUID)' })
  account!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'message must be text' })
  @MaxLength(1000, { message: 'message must be at most 1000 characters' })
  message?: string | null;
}
