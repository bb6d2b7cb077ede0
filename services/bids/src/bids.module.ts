import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@jointly/common/service';
import { BidRepository } from './bid/bid.repository';
import { CreateBidController } from './bid/create-bid/create-bid.http.controller';
import { CreateBidHandler } from './bid/create-bid/create-bid.handler';
import { ExpertStatisticsController } from './bid/expert-statistics/expert-statistics.http.controller';
import { ExpertStatisticsQuery } from './bid/expert-statistics/expert-statistics.query';
import { RespondToInvitationController } from './bid/respond-to-invitation/respond-to-invitation.http.controller';
import { RespondToInvitationHandler } from './bid/respond-to-invitation/respond-to-invitation.handler';
import { SearchBidsController } from './bid/search-bids/search-bids.http.controller';
import { SearchBidsQuery } from './bid/search-bids/search-bids.query';
import { BIDS_DATABASE } from './bids.database';
import { CollabAccess } from './collaboration/collab-access';
import { CollabStore } from './collaboration/collab.store';
import { CollaborationServer } from './collaboration/collaboration.server';
import { AccountDirectory } from './directory/account-directory';
import { KeepAccountDirectoryOnAccountEvents } from './directory/keep-account-directory-on-account-events.consumer';
import { KeepTenderSummariesOnTenderEvents } from './directory/keep-tender-summaries-on-tender-events.consumer';
import { TenderSummaries } from './directory/tender-summaries';
import { CreateWorkspaceController } from './workspace/create-workspace/create-workspace.http.controller';
import { CreateWorkspaceHandler } from './workspace/create-workspace/create-workspace.handler';
import { SearchWorkspacesController } from './workspace/search-workspaces/search-workspaces.http.controller';
import { SearchWorkspacesQuery } from './workspace/search-workspaces/search-workspaces.query';
import { UpdateWorkspaceController } from './workspace/update-workspace/update-workspace.http.controller';
import { UpdateWorkspaceHandler } from './workspace/update-workspace/update-workspace.handler';
import { WorkspaceRepository } from './workspace/workspace.repository';

/**
 * The bids service: expert invitations to help with bids, their answers and statistics, and writing workspaces.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(BIDS_DATABASE)],
  controllers: [
    CreateBidController,
    SearchBidsController,
    RespondToInvitationController,
    ExpertStatisticsController,
    CreateWorkspaceController,
    SearchWorkspacesController,
    UpdateWorkspaceController,
  ],
  providers: [
    BidRepository,
    WorkspaceRepository,
    AccountDirectory,
    TenderSummaries,
    SearchBidsQuery,
    ExpertStatisticsQuery,
    SearchWorkspacesQuery,
    CreateBidHandler,
    RespondToInvitationHandler,
    CreateWorkspaceHandler,
    UpdateWorkspaceHandler,
    KeepAccountDirectoryOnAccountEvents,
    KeepTenderSummariesOnTenderEvents,
    CollabStore,
    CollabAccess,
    CollaborationServer,
  ],
})
export class BidsModule {}
