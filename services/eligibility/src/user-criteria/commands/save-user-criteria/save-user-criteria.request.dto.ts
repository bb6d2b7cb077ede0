import { AtLeastOneField } from '@jointly/common/http';
import { cleanCpvList, CPV_CODE_PATTERN, MAX_AMOUNT } from '../../../shared/criteria-input';
import { TextListField, WholeNumberField } from '../../../shared/criteria-fields';

/**
 * POST /api/user-criteria/add: the provider's facts. Fields not sent keep their stored values; null (or an empty
 * list) clears a field; at least one field must be sent. Lists are trimmed and de-duplicated; CPV codes lose their check digit ('85000000-9' → '85000000').
 */
@AtLeastOneField()
export class SaveUserCriteriaRequestDto {
  @TextListField('serviceCategories', {
    example: ['85', '85311000'],
    description: 'CPV codes (2 to 8 digits, check digit optional) or divisions such as "85".',
    clean: cleanCpvList,
    pattern: { regex: CPV_CODE_PATTERN, message: 'serviceCategories must be CPV codes or divisions, e.g. "85" or "85311000-2"' },
  })
  serviceCategories?: string[];

  @TextListField('regions', { example: ['Yorkshire and the Humber', 'North East'], description: 'UK regions served.' })
  regions?: string[];

  @WholeNumberField('annualTurnover', MAX_AMOUNT, 2_500_000, 'Annual turnover in GBP.')
  annualTurnover?: number | null;

  @WholeNumberField('yearsTrading', 500, 12, 'Years the company has traded.')
  yearsTrading?: number | null;

  @WholeNumberField('staffCount', 10_000_000, 85, 'Number of staff.')
  staffCount?: number | null;

  @TextListField('certifications', {
    example: ['CQC registration', 'ISO 9001', 'Cyber Essentials'],
    description: 'Certifications and registrations held.',
  })
  certifications?: string[];

  @WholeNumberField('insuranceLevel', MAX_AMOUNT, 5_000_000, 'Insurance cover in GBP.')
  insuranceLevel?: number | null;
}
