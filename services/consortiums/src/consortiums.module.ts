import { Module } from '@nestjs/common';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { GetConsortiumAdminController } from './admin/get-consortium/get-consortium.admin.controller';
import { GetConsortiumAdminHandler } from './admin/get-consortium/get-consortium.handler';
import { ListConsortiumsAdminController } from './admin/list-consortiums/list-consortiums.admin.controller';
import { ListConsortiumsHandler } from './admin/list-consortiums/list-consortiums.handler';
import { AdminConsortiumsReader } from './admin/admin-consortiums.reader';
import { ConsortiumBidRepository } from './consortium-bid/consortium-bid.repository';
import { CreateConsortiumBidController } from './consortium-bid/create-consortium-bid/create-consortium-bid.http.controller';
import { CreateConsortiumBidHandler } from './consortium-bid/create-consortium-bid/create-consortium-bid.handler';
import { SearchConsortiumBidsController } from './consortium-bid/search-consortium-bids/search-consortium-bids.http.controller';
import { SearchConsortiumBidsHandler } from './consortium-bid/search-consortium-bids/search-consortium-bids.handler';
import { countLedConsortiums } from './consortium/consortium-usage';
import { ConsortiumRepository } from './consortium/consortium.repository';
import { CreateConsortiumController } from './consortium/create-consortium/create-consortium.http.controller';
import { CreateConsortiumHandler } from './consortium/create-consortium/create-consortium.handler';
import { ConsortiumReader } from './consortium/consortium.reader';
import { FindMatchingPartnersController } from './consortium/find-matching-partners/find-matching-partners.http.controller';
import { FindMatchingPartnersHandler } from './consortium/find-matching-partners/find-matching-partners.handler';
import { GetConsortiumController } from './consortium/get-consortium/get-consortium.http.controller';
import { GetConsortiumHandler } from './consortium/get-consortium/get-consortium.handler';
import { ListAccountConsortiumsController } from './consortium/list-account-consortiums/list-account-consortiums.http.controller';
import { ListAccountConsortiumsHandler } from './consortium/list-account-consortiums/list-account-consortiums.handler';
import { RemoveMemberController } from './consortium/remove-member/remove-member.http.controller';
import { RemoveMemberHandler } from './consortium/remove-member/remove-member.handler';
import { UpdateConsortiumController } from './consortium/update-consortium/update-consortium.http.controller';
import { UpdateConsortiumHandler } from './consortium/update-consortium/update-consortium.handler';
import { CONSORTIUMS_DATABASE } from './consortiums.database';
import { CompanyDirectory } from './directory/company-directory';
import { KeepCompanyDirectoryOnAccountEvents } from './directory/keep-company-directory-on-account-events.consumer';
import { KeepTenderSummariesOnTenderEvents } from './directory/keep-tender-summaries-on-tender-events.consumer';
import { AnswerRequestController } from './request/answer-request/answer-request.http.controller';
import { AnswerRequestHandler } from './request/answer-request/answer-request.handler';
import { ExpressInterestController } from './request/express-interest/express-interest.http.controller';
import { ExpressInterestHandler } from './request/express-interest/express-interest.handler';
import { RequestRepository } from './request/request.repository';
import { SearchRequestsController } from './request/search-requests/search-requests.http.controller';
import { SearchRequestsHandler } from './request/search-requests/search-requests.handler';
import { SendInviteController } from './request/send-invite/send-invite.http.controller';
import { SendInviteHandler } from './request/send-invite/send-invite.handler';

/**
 * The consortiums service: companies bidding together — consortiums and their members, invitations and answers,
 * consortium bids, matching partners, and the console's read-only `consortiums` resource. Composition only; the same
 * module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(CONSORTIUMS_DATABASE)],
  controllers: [
    CreateConsortiumController,
    UpdateConsortiumController,
    RemoveMemberController,
    GetConsortiumController,
    ListAccountConsortiumsController,
    FindMatchingPartnersController,
    SendInviteController,
    ExpressInterestController,
    SearchRequestsController,
    AnswerRequestController,
    CreateConsortiumBidController,
    SearchConsortiumBidsController,
    ListConsortiumsAdminController,
    GetConsortiumAdminController,
    planUsageController('consortiums', { activeConsortiums: countLedConsortiums }),
  ],
  providers: [
    ConsortiumRepository,
    RequestRepository,
    ConsortiumBidRepository,
    CompanyDirectory,
    ConsortiumReader,
    SearchRequestsHandler,
    SearchConsortiumBidsHandler,
    GetConsortiumHandler,
    ListAccountConsortiumsHandler,
    FindMatchingPartnersHandler,
    ListConsortiumsHandler,
    GetConsortiumAdminHandler,
    AdminConsortiumsReader,
    CreateConsortiumHandler,
    UpdateConsortiumHandler,
    RemoveMemberHandler,
    SendInviteHandler,
    ExpressInterestHandler,
    AnswerRequestHandler,
    CreateConsortiumBidHandler,
    KeepCompanyDirectoryOnAccountEvents,
    KeepTenderSummariesOnTenderEvents,
    ...planLimitsProviders('consortiums'),
  ],
})
export class ConsortiumsModule {}
