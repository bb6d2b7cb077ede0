import { Module } from '@nestjs/common';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { AdminConsortiumsController } from './admin/admin-consortiums.admin.controller';
import { AdminConsortiumsReader } from './admin/admin-consortiums.reader';
import { ConsortiumBidRepository } from './consortium-bid/consortium-bid.repository';
import { CreateConsortiumBidController } from './consortium-bid/create-consortium-bid/create-consortium-bid.http.controller';
import { CreateConsortiumBidHandler } from './consortium-bid/create-consortium-bid/create-consortium-bid.handler';
import { SearchConsortiumBidsController } from './consortium-bid/search-consortium-bids/search-consortium-bids.http.controller';
import { SearchConsortiumBidsQuery } from './consortium-bid/search-consortium-bids/search-consortium-bids.query';
import { countLedConsortiums } from './consortium/consortium-usage';
import { ConsortiumRepository } from './consortium/consortium.repository';
import { CreateConsortiumController } from './consortium/create-consortium/create-consortium.http.controller';
import { CreateConsortiumHandler } from './consortium/create-consortium/create-consortium.handler';
import { ConsortiumQueriesController } from './consortium/queries/consortium-queries.http.controller';
import { ConsortiumReader } from './consortium/queries/consortium.reader';
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
import { SearchRequestsQuery } from './request/search-requests/search-requests.query';
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
    ConsortiumQueriesController,
    SendInviteController,
    ExpressInterestController,
    SearchRequestsController,
    AnswerRequestController,
    CreateConsortiumBidController,
    SearchConsortiumBidsController,
    AdminConsortiumsController,
    planUsageController('consortiums', { activeConsortiums: countLedConsortiums }),
  ],
  providers: [
    ConsortiumRepository,
    RequestRepository,
    ConsortiumBidRepository,
    CompanyDirectory,
    ConsortiumReader,
    SearchRequestsQuery,
    SearchConsortiumBidsQuery,
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
