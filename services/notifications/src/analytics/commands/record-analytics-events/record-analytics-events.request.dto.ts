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
import { ApiSchemaRules } from '@jointly/common/http';
import { ANALYTICS_BATCH_MAX, ANALYTICS_NAME_PATTERN, type AnalyticsKind } from '../../analytics-event';

/** A path of the app: one slash, then anything but a second one (`//host` is a URL). */
const APP_PATH = /^\/(?!\/)/;

/** An event has a name, a page view none (toAnalyticsRows refuses either mistake): stated for the document. */
@ApiSchemaRules({
  oneOf: [
    { properties: { type: { enum: ['pageview'] }, name: { enum: [null] } } },
    { properties: { type: { enum: ['event'] }, name: { type: 'string' } }, required: ['name'] },
  ],
})
export class AnalyticsEventDto {
  @ApiProperty({ enum: ['pageview', 'event'] })
  @IsIn(['pageview', 'event'], { message: 'type must be pageview or event' })
  type!: AnalyticsKind;

  @ApiProperty({ example: '/v3/dashboard/tenders', description: 'The app path (query and ids are dropped before storing)' })
  @IsString()
  @MaxLength(2000)
  @Matches(APP_PATH, { message: 'path must be an app path starting with /' })
  path!: string;

  @ApiPropertyOptional({ example: 'cookie.accept', description: 'For events: lower-case letters, digits and . _ : -' })
  @IsOptional()
  @IsString()
  @Matches(ANALYTICS_NAME_PATTERN, { message: 'name must be 1–64 lower-case letters, digits or . _ : - and start with a letter' })
  name?: string;

  // The example is the time the process started (the document is built then): the server takes times within the last
  // day, so a fixed date would make the document's own example refused a day later.
  @ApiProperty({
    example: new Date().toISOString(),
    format: 'date-time',
    description: 'When it happened: within the last day (and at most 5 minutes ahead of the server clock)',
  })
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
