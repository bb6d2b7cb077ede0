import { Module } from '@nestjs/common';
import { ELIGIBILITY_CORE } from '../eligibility-core.module';
import { SaveUserCriteriaHandler } from './commands/save-user-criteria/save-user-criteria.handler';
import { SaveUserCriteriaHttpController } from './commands/save-user-criteria/save-user-criteria.http.controller';
import { GetUserCriteriaHandler } from './queries/get-user-criteria/get-user-criteria.handler';
import { ListUserCriteriaHandler } from './queries/list-user-criteria/list-user-criteria.handler';
import { SearchUserCriteriaHandler } from './queries/search-user-criteria/search-user-criteria.handler';
import { SearchUserCriteriaHttpController } from './queries/search-user-criteria/search-user-criteria.http.controller';
import { AccountAccess } from './account-access';
import { ProviderFactsCache } from './provider-facts.cache';
import { UserCriteriaAdminController } from './user-criteria.admin.controller';
import { UserCriteriaRepository } from './user-criteria.repository';

/**
 * A provider's facts: /api/user-criteria (save, search) and the console's read-only `user-criteria` resource. Exports
 * the facts and who may see an account's eligibility to the scoring modules.
 */
@Module({
  imports: [ELIGIBILITY_CORE],
  controllers: [SaveUserCriteriaHttpController, SearchUserCriteriaHttpController, UserCriteriaAdminController],
  providers: [
    UserCriteriaRepository,
    ProviderFactsCache,
    AccountAccess,
    SaveUserCriteriaHandler,
    SearchUserCriteriaHandler,
    ListUserCriteriaHandler,
    GetUserCriteriaHandler,
  ],
  exports: [UserCriteriaRepository, ProviderFactsCache, AccountAccess],
})
export class UserCriteriaModule {}
