import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The react-admin list query of GET /api/admin/mail (each value a JSON string). */
export class ListMailRequestDto {
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

  @ApiPropertyOptional({ example: '{"status":"pending","q":"ada@"}', description: 'Keys: id (array), status, template, to, eventId, q.' })
  @IsOptional()
  @IsString()
  @MaxLength(20_000)
  filter?: string;
}
