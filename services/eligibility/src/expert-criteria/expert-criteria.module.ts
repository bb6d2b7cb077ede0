import { Module } from '@nestjs/common';
import { ELIGIBILITY_CORE } from '../eligibility.core';
import { CreateExpertCriteriaHandler } from './commands/create-expert-criteria/create-expert-criteria.handler';
import { CreateExpertCriteriaHttpController } from './commands/create-expert-criteria/create-expert-criteria.http.controller';
import { UpdateExpertCriteriaHandler } from './commands/update-expert-criteria/update-expert-criteria.handler';
import { UpdateExpertCriteriaHttpController } from './commands/update-expert-criteria/update-expert-criteria.http.controller';
import { ExpertCriteriaAdminController } from './expert-criteria.admin.controller';
import { ExpertCriteriaRepository } from './expert-criteria.repository';
import { GetExpertCriteriaHandler } from './queries/get-expert-criteria/get-expert-criteria.handler';
import { ListExpertCriteriaHandler } from './queries/list-expert-criteria/list-expert-criteria.handler';
import { SearchExpertCriteriaHandler } from './queries/search-expert-criteria/search-expert-criteria.handler';
import { SearchExpertCriteriaHttpController } from './queries/search-expert-criteria/search-expert-criteria.http.controller';

/** Experts' directory entries: /api/expert-criteria (create, update, search) and the console's `expert-criteria`. */
@Module({
  imports: [ELIGIBILITY_CORE],
  controllers: [
    CreateExpertCriteriaHttpController,
    UpdateExpertCriteriaHttpController,
    SearchExpertCriteriaHttpController,
    ExpertCriteriaAdminController,
  ],
  providers: [
    ExpertCriteriaRepository,
    CreateExpertCriteriaHandler,
    UpdateExpertCriteriaHandler,
    SearchExpertCriteriaHandler,
    ListExpertCriteriaHandler,
    GetExpertCriteriaHandler,
  ],
})
export class ExpertCriteriaModule {}
