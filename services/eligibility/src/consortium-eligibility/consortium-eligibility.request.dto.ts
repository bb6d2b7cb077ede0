import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** `{consortiumId}` in the path. */
export class ConsortiumIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'consortiumId must be a consortium id (UUID)' })
  consortiumId!: string;
}

/** `{consortiumId}` and `{tenderId}` in the path. */
export class ConsortiumTenderParamDto extends ConsortiumIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'tenderId must be a tender id (UUID)' })
  tenderId!: string;
}

/** `{tenderId}` in the path. */
export class TenderIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'tenderId must be a tender id (UUID)' })
  tenderId!: string;
}

/** `?limit` of the best-tenders list (1–50, default 10). */
export class BestTendersQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number from 1 to 50' })
  @Min(1, { message: 'limit must be a whole number from 1 to 50' })
  @Max(50, { message: 'limit must be a whole number from 1 to 50' })
  limit?: number;
}
