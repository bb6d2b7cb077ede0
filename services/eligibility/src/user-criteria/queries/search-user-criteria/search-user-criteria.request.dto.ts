import { CriteriaPageQueryDto } from '../../../shared/paging.request.dto';

/** GET /api/user-criteria/search?account[0]={id}&page&limit. */
export class SearchUserCriteriaRequestDto extends CriteriaPageQueryDto {}
