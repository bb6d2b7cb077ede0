import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import type { TenderRequirement } from '@jointly/contracts';
import { cleanOptionalText, MAX_ITEM_LENGTH } from '../../../shared/criteria-input';
import { parseRequirements } from '../../requirements-input';

/** What the transform leaves in place of requirements it could not read: the validator reports its message. */
class RequirementsProblem {
  constructor(readonly message: string) {}
}

@ValidatorConstraint({ name: 'tenderRequirements' })
class AreTenderRequirements implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value);
  }
  defaultMessage(args: ValidationArguments): string {
    return args.value instanceof RequirementsProblem ? args.value.message : 'requirements must be a list of requirements';
  }
}

/**
 * POST /api/tender-criteria/add: the criteria of a tender, or of one lot of it. Sending the same tender and lot again
 * replaces its requirements.
 */
export class AddTenderCriteriaRequestDto {
  @ApiProperty({ format: 'uuid', description: 'The tender (as published by the tenders service).' })
  @IsUUID('all', { message: 'tender must be a tender id (UUID)' })
  tender!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Lot 2: North Yorkshire',
    description: 'The lot; none = the whole tender.',
  })
  @Transform(({ value }) => cleanOptionalText(value))
  @IsOptional()
  @IsString({ message: 'lot must be text' })
  @MaxLength(MAX_ITEM_LENGTH, { message: `lot must be at most ${MAX_ITEM_LENGTH} characters` })
  lot?: string | null;

  @ApiProperty({
    description:
      'Typed requirements, each {type, <field>, weight?: 1–100 (default 1), mandatory?: boolean (default false)}: ' +
      'serviceCategory {cpvCodes}, region {regions}, minimumTurnover {minimum GBP}, yearsTrading {minimum}, staffCount {minimum}, ' +
      'certification {name}, insurance {minimum GBP}.',
    example: [
      { type: 'serviceCategory', cpvCodes: ['85311000'], weight: 3, mandatory: true },
      { type: 'certification', name: 'CQC registration', weight: 2, mandatory: true },
      { type: 'minimumTurnover', minimum: 500000, weight: 2 },
    ],
  })
  @Transform(({ value }) => {
    const parsed = parseRequirements(value);
    return parsed.ok ? parsed.requirements : new RequirementsProblem(parsed.message);
  })
  @Validate(AreTenderRequirements)
  requirements!: TenderRequirement[];
}
