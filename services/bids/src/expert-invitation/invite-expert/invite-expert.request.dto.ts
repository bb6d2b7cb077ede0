import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '@jointly/common/http';

export class InviteExpertRequestDto {
  @ApiProperty({ description: 'The tender the expert is invited to help bid for' })
  @IsUUID('all', { message: 'tender must be a tender id (UUID)' })
  tender!: string;

  @ApiProperty({ description: "The expert's account id" })
  @IsUUID('all', { message: 'expert must be an expert account id (UUID)' })
  expert!: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'message must be text' })
  @MaxLength(2000, { message: 'message must be at most 2000 characters' })
  message?: string | null;

  @ApiPropertyOptional({ description: "A workspace of the caller's company the expert will write in once accepted" })
  @IsOptional()
  @IsUUID('all', { message: 'workspace must be a workspace id (UUID)' })
  workspace?: string;
}
