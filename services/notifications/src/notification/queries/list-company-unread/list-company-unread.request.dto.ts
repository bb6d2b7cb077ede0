import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class CompanyIdParamDto {
  @ApiProperty({ format: 'uuid', description: 'Company (partner) id' })
  @IsUUID('all', { message: 'id must be a company id (UUID)' })
  id!: string;
}

export class UnreadQueryDto {
  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 200, description: 'Most notifications listed (the count covers all).' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be between 1 and 200' })
  @Max(200, { message: 'limit must be between 1 and 200' })
  limit?: number;
}
