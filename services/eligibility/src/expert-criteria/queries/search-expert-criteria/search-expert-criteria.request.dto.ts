import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches, MaxLength, IsOptional } from 'class-validator';
import { EXPERT_AVAILABILITIES, type ExpertAvailability } from '@jointly/contracts';
import { CPV_DIVISION_PATTERN, MAX_ITEM_LENGTH, queryList } from '../../../shared/criteria-input';
import { CriteriaPageQueryDto } from '../../../shared/paging.request.dto';

/**
 * GET /api/expert-criteria/search: the expert directory. Each filter takes one value, a comma-separated list or
 * `name[0]=…` items, and matches any of them; different filters must all match.
 */
export class SearchExpertCriteriaRequestDto extends CriteriaPageQueryDto {
  @ApiPropertyOptional({ type: [String], example: ['bid writing'], description: 'Skill words, matched inside the tags (ignoring case).' })
  @Transform(({ value }) => queryList(value, 20))
  @IsOptional()
  @IsArray({ message: 'expertise must be text or a list of text' })
  @ArrayMaxSize(20, { message: 'expertise may list at most 20 values' })
  @IsString({ each: true, message: 'expertise must be text or a list of text' })
  @MaxLength(MAX_ITEM_LENGTH, { each: true, message: `each expertise value must be at most ${MAX_ITEM_LENGTH} characters` })
  expertise?: string[];

  @ApiPropertyOptional({ type: [String], example: ['85'], description: 'CPV divisions (two digits).' })
  @Transform(({ value }) => queryList(value, 50, true))
  @IsOptional()
  @IsArray({ message: 'sector must be a CPV division or a list of them' })
  @ArrayMaxSize(50, { message: 'sector may list at most 50 values' })
  @Matches(CPV_DIVISION_PATTERN, { each: true, message: 'sector must be CPV divisions of two digits, e.g. 85' })
  sector?: string[];

  @ApiPropertyOptional({ type: [String], example: ['London'], description: 'Region names (ignoring case).' })
  @Transform(({ value }) => queryList(value, 50))
  @IsOptional()
  @IsArray({ message: 'region must be a region name or a list of them' })
  @ArrayMaxSize(50, { message: 'region may list at most 50 values' })
  @IsString({ each: true, message: 'region must be a region name or a list of them' })
  @MaxLength(MAX_ITEM_LENGTH, { each: true, message: `each region must be at most ${MAX_ITEM_LENGTH} characters` })
  region?: string[];

  @ApiPropertyOptional({ enum: EXPERT_AVAILABILITIES, isArray: true })
  @Transform(({ value }) => queryList(value, Number.POSITIVE_INFINITY, true))
  @IsOptional()
  @IsArray({ message: `availability must be one or more of ${EXPERT_AVAILABILITIES.join(', ')}` })
  @IsIn(EXPERT_AVAILABILITIES, { each: true, message: `availability must be one or more of ${EXPERT_AVAILABILITIES.join(', ')}` })
  availability?: ExpertAvailability[];
}
