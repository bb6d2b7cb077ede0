import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { EXPERT_AVAILABILITIES, type ExpertAvailability } from '@jointly/contracts';
import { cleanParagraphs, CPV_DIVISION_PATTERN } from '../../../shared/criteria-input';
import { OptionalTextField, TextListField, WholeNumberField } from '../../../shared/criteria-fields';

/**
 * The fields of an expert's entry: POST /api/expert-criteria/create (missing fields start empty, availability
 * 'available') and PATCH /api/expert-criteria/update/{id} (missing fields keep their values; null clears).
 */
export class CreateExpertCriteriaRequestDto {
  @OptionalTextField('headline', 200, 'Social care commissioning specialist')
  headline?: string | null;

  @TextListField('expertise', { example: ['bid writing', 'CQC compliance'], description: 'Skill tags.' })
  expertise?: string[];

  @TextListField('sectors', {
    example: ['85', '75'],
    description: 'CPV divisions (two digits).',
    pattern: { regex: CPV_DIVISION_PATTERN, message: 'sectors must be CPV divisions of two digits, e.g. "85"' },
  })
  sectors?: string[];

  @TextListField('regions', { example: ['London', 'South East'], description: 'UK regions the expert works in.' })
  regions?: string[];

  @WholeNumberField('yearsExperience', 80, 12, 'Years of experience.')
  yearsExperience?: number | null;

  @WholeNumberField('dayRate', 100_000, 650, 'Day rate in GBP.')
  dayRate?: number | null;

  @ApiPropertyOptional({ enum: EXPERT_AVAILABILITIES, default: 'available' })
  // Not nullable: every entry says whether the expert can take work.
  @ValidateIf((dto: CreateExpertCriteriaRequestDto) => dto.availability !== undefined)
  @IsIn(EXPERT_AVAILABILITIES, { message: `availability must be one of ${EXPERT_AVAILABILITIES.join(', ')}` })
  availability?: ExpertAvailability;

  @OptionalTextField('bio', 5000, 'Former commissioner with twelve years in adult social care.', cleanParagraphs)
  bio?: string | null;
}
