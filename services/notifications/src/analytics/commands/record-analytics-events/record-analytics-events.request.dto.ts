import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ANALYTICS_BATCH_MAX, ANALYTICS_NAME_PATTERN, type AnalyticsKind } from '../../analytics-event';

export class AnalyticsEventDto {
  @ApiProperty({ enum: ['pageview', 'event'] })
  @IsIn(['pageview', 'event'], { message: 'type must be pageview or event' })
  type!: AnalyticsKind;

  @ApiProperty({ example: '/v3/dashboard/tenders', description: 'The app path (query and ids are dropped before storing)' })
  @IsString()
  @MaxLength(2000)
  path!: string;

  @ApiPropertyOptional({ example: 'cookie.accept', description: 'For events: lower-case letters, digits and . _ : -' })
  @IsOptional()
  @IsString()
  @Matches(ANALYTICS_NAME_PATTERN, { message: 'name must be 1–64 lower-case letters, digits or . _ : - and start with a letter' })
  name?: string;

  @ApiProperty({ example: '2026-11-25T10:00:00.000Z' })
  @IsISO8601({ strict: true }, { message: 'at must be an ISO 8601 time' })
  at!: string;
}

/** POST /analytics/events: up to 50 page views and events (spec §9 batch size). */
export class RecordAnalyticsEventsRequestDto {
  @ApiProperty({ type: [AnalyticsEventDto] })
  @IsArray()
  @ArrayMinSize(1, { message: 'events must hold at least one event' })
  @ArrayMaxSize(ANALYTICS_BATCH_MAX, { message: `events must hold at most ${ANALYTICS_BATCH_MAX} events` })
  @ValidateNested({ each: true })
  @Type(() => AnalyticsEventDto)
  events!: AnalyticsEventDto[];
}
