import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class DiffVersionsRequestDto {
  @ApiProperty({ description: 'A version number' })
  @Matches(/^[1-9]\d{0,8}$/, { message: 'from must be a version number' })
  from!: string;

  @ApiPropertyOptional({ description: "A version number, or 'current' (the default)" })
  @IsOptional()
  @Matches(/^([1-9]\d{0,8}|current)$/, { message: "to must be a version number or 'current'" })
  to?: string;
}
