import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const URL_OPTIONS = { protocols: ['http', 'https'], require_protocol: true };

/** POST /events/add (admins): an event for providers (meet-the-buyer day, webinar, market engagement). */
export class CreateEventRequestDto {
  @ApiProperty({ example: 'Meet the buyer: adult social care, Yorkshire' })
  @IsString()
  @MinLength(3, { message: 'title must be at least 3 characters' })
  @MaxLength(300)
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @ApiProperty({ example: '2026-12-03T10:00:00Z' })
  @IsISO8601({ strict: true }, { message: 'startsAt must be an ISO date and time such as 2026-12-03T10:00:00Z' })
  startsAt!: string;

  @ApiPropertyOptional({ example: '2026-12-03T12:00:00Z' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'endsAt must be an ISO date and time such as 2026-12-03T12:00:00Z' })
  endsAt?: string;

  @ApiPropertyOptional({ example: 'Online (Teams)' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  location?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address starting with https://' })
  @MaxLength(2000)
  url?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'imageUrl must be a web address starting with https://' })
  @MaxLength(2000)
  imageUrl?: string;
}

export class UpdateEventRequestDto extends PartialType(CreateEventRequestDto) {}

/** POST /videos/add (admins). */
export class CreateVideoRequestDto {
  @ApiProperty({ example: 'How to answer social value questions' })
  @IsString()
  @MinLength(3, { message: 'title must be at least 3 characters' })
  @MaxLength(300)
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(10_000)
  description?: string;

  @ApiProperty({ example: 'https://videos.example.org/social-value' })
  @IsUrl(URL_OPTIONS, { message: 'url must be a web address starting with https://' })
  @MaxLength(2000)
  url!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUrl(URL_OPTIONS, { message: 'thumbnailUrl must be a web address starting with https://' })
  @MaxLength(2000)
  thumbnailUrl?: string;

  @ApiPropertyOptional({ example: 540 })
  @IsOptional()
  @IsInt({ message: 'durationSeconds must be a whole number' })
  @Min(0)
  @Max(86_400)
  durationSeconds?: number;

  @ApiPropertyOptional({ example: ['bid writing', 'social value'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(50, { each: true })
  tags?: string[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO date and time' })
  publishedAt?: string;
}

export class UpdateVideoRequestDto extends PartialType(CreateVideoRequestDto) {}

export const AUDIENCES = ['all', 'provider', 'expert', 'staff'] as const;

/** POST /announcement/add (admins). */
export class CreateAnnouncementRequestDto {
  @ApiProperty({ example: 'New: saved searches with daily digests' })
  @IsString()
  @MinLength(3, { message: 'title must be at least 3 characters' })
  @MaxLength(300)
  title!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1, { message: 'body must not be empty' })
  @MaxLength(20_000)
  body!: string;

  @ApiPropertyOptional({ enum: AUDIENCES, default: 'all' })
  @IsOptional()
  @IsIn(AUDIENCES, { message: `audience must be one of ${AUDIENCES.join(', ')}` })
  audience?: (typeof AUDIENCES)[number];

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean({ message: 'pinned must be true or false' })
  pinned?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'publishedAt must be an ISO date and time' })
  publishedAt?: string;
}

export class UpdateAnnouncementRequestDto extends PartialType(CreateAnnouncementRequestDto) {}
