import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimToNull } from '@jointly/common/http';

export class CreateConsortiumBidRequestDto {
  @ApiProperty({ description: 'The consortium that bids' })
  @IsUUID('all', { message: 'consortium must be a consortium id (UUID)' })
  consortium!: string;

  @ApiProperty({ description: 'The tender (its id)' })
  @IsUUID('all', { message: 'tender must be a tender id (UUID)' })
  tender!: string;

  @ApiPropertyOptional({ maxLength: 300, description: "Defaults to the tender's title" })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'title must be text' })
  @MaxLength(300, { message: 'title must be at most 300 characters' })
  title?: string | null;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @Transform(trimToNull)
  @IsString({ message: 'notes must be text' })
  @MaxLength(5000, { message: 'notes must be at most 5000 characters' })
  notes?: string | null;
}
