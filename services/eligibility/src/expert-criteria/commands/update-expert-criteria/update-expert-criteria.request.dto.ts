import { CreateExpertCriteriaRequestDto } from '../create-expert-criteria/create-expert-criteria.request.dto';

/** PATCH /api/expert-criteria/update/{id}: any of the entry's fields; those not sent keep their values. */
export class UpdateExpertCriteriaRequestDto extends CreateExpertCriteriaRequestDto {}
