import { AtLeastOneField } from '@jointly/common/http';
import { CreateExpertCriteriaRequestDto } from '../create-expert-criteria/create-expert-criteria.request.dto';

/** PATCH /api/expert-criteria/update/{id}: any of the entry's fields, at least one; those not sent keep their values. */
@AtLeastOneField()
export class UpdateExpertCriteriaRequestDto extends CreateExpertCriteriaRequestDto {}
