import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { trim, trimToNull } from '@jointly/common/http';

export class UpdateConsortiumRequestDto {
  @ApiProperty({ description: 'The consortium to change' })
  @IsUUID('all', { message: 'id must be a consortium id (UUID)' })
  id!: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: 120 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'name must be text' })
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name?: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'An empty string clears it' })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'description must be text' })
  @MaxLength(2000, { message: 'description must be at most 2000 characters' })
  description?: string | null;
}
