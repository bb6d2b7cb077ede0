import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The react-admin (ra-data-simple-rest) list query: each value a JSON string. */
export class AdminListRequestDto {
  @ApiPropertyOptional({ example: '[0,9]', description: 'Inclusive window [start, end]; at most 500 rows.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({ example: '["createdAt","DESC"]' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({ example: '{"q":"ada"}' })
  @IsOptional()
  @IsString()
  @MaxLength(40_000)
  filter?: string;
}
