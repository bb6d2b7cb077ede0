import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsObject, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { SAVED_FILTERS_SCHEMA } from '../search/query-parameters';

export const DELIVERIES = ['instant', 'daily', 'none'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** POST /saved-search: a name, the keywords and filters (the search parameters' names), and how to be told. */
export class CreateSavedSearchRequestDto {
  @ApiProperty({ example: 'Home care in Yorkshire' })
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name!: string;

  @ApiPropertyOptional({ description: 'Keywords in web-search syntax', example: '"home care" OR domiciliary -children' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  query?: string;

  @ApiPropertyOptional({
    ...SAVED_FILTERS_SCHEMA,
    description:
      'Filters with the search parameters’ names: status, includeAll, cpv, region, buyer, closingFrom, closingTo, publishedSince, min, max, currency, sort',
  } as never)
  @IsOptional()
  @IsObject({ message: 'filters must be an object of search parameters' })
  filters?: Record<string, unknown>;

  @ApiPropertyOptional({
    enum: DELIVERIES,
    default: 'instant',
    description:
      'instant: one alert per new batch of matches; daily: one digest a day; none: no alerts. Searches with alerts count against the company plan limit',
  })
  @IsOptional()
  @IsIn(DELIVERIES, { message: 'delivery must be instant, daily or none' })
  delivery?: Delivery;
}

/** PATCH /saved-search/{id}: any of the fields; filters replace the saved ones. */
export class UpdateSavedSearchRequestDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(120, { message: 'name must be at most 120 characters' })
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  query?: string;

  @ApiPropertyOptional({ ...SAVED_FILTERS_SCHEMA, description: 'Replace the saved filters (the search parameters by name)' } as never)
  @IsOptional()
  @IsObject({ message: 'filters must be an object of search parameters' })
  filters?: Record<string, unknown>;

  @ApiPropertyOptional({ enum: DELIVERIES })
  @IsOptional()
  @IsIn(DELIVERIES, { message: 'delivery must be instant, daily or none' })
  delivery?: Delivery;
}
