import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The react-admin (ra-data-simple-rest) list query of every admin resource: each value a JSON string, parsed by
 * parseRange / parseSort / parseFilter (ra-list-query.ts), which answer 400 naming what is wrong.
 */
export class RaListRequestDto {
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

  @ApiPropertyOptional({ example: '{"q":"ada"}', description: "The resource's filters as a JSON object; id (array) for getMany." })
  @IsOptional()
  @IsString()
  @MaxLength(40_000)
  filter?: string;
}
