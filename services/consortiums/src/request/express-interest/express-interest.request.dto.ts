import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '@jointly/common/http';

export class ExpressInterestRequestDto {
  @ApiProperty({ description: "The consortium the caller's company would like to join" })
  @IsUUID('all', { message: 'consortium must be a consortium id (UUID)' })
  consortium!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'message must be text' })
  @MaxLength(1000, { message: 'message must be at most 1000 characters' })
  message?: string | null;
}
