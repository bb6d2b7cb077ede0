import { Module } from '@nestjs/common';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { ExpertInvitationRepository } from './expert-invitation/expert-invitation.repository';
import { InviteExpertController } from './expert-invitation/invite-expert/invite-expert.http.controller';
import { InviteExpertHandler } from './expert-invitation/invite-expert/invite-expert.handler';
import { ExpertStatisticsController } from './expert-invitation/expert-statistics/expert-statistics.http.controller';
import { ExpertStatisticsHandler } from './expert-invitation/expert-statistics/expert-statistics.handler';
import { RespondToInvitationController } from './expert-invitation/respond-to-invitation/respond-to-invitation.http.controller';
import { RespondToInvitationHandler } from './expert-invitation/respond-to-invitation/respond-to-invitation.handler';
import { SearchExpertInvitationsController } from './expert-invitation/search-expert-invitations/search-expert-invitations.http.controller';
import { SearchExpertInvitationsHandler } from './expert-invitation/search-expert-invitations/search-expert-invitations.handler';
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
import { SearchWorkspacesHandler } from './workspace/search-workspaces/search-workspaces.handler';
import { UpdateWorkspaceController } from './workspace/update-workspace/update-workspace.http.controller';
import { UpdateWorkspaceHandler } from './workspace/update-workspace/update-workspace.handler';
import { WorkspaceRepository } from './workspace/workspace.repository';
import { KeepConsortiumMembersOnConsortiumEvents } from './directory/keep-consortium-members-on-consortium-events.consumer';
import { AddSectionController } from './workspace/add-section/add-section.http.controller';
import { AddSectionHandler } from './workspace/add-section/add-section.handler';
import { CommentOnSectionController } from './workspace/comment-on-section/comment-on-section.http.controller';
import { CommentOnSectionHandler } from './workspace/comment-on-section/comment-on-section.handler';
import { DiffVersionsController } from './workspace/diff-versions/diff-versions.http.controller';
import { DiffVersionsHandler } from './workspace/diff-versions/diff-versions.handler';
import { ExportWorkspaceController } from './workspace/export-workspace/export-workspace.http.controller';
import { ExportWorkspaceHandler } from './workspace/export-workspace/export-workspace.handler';
import { GetWorkspaceController } from './workspace/get-workspace/get-workspace.http.controller';
import { GetWorkspaceHandler } from './workspace/get-workspace/get-workspace.handler';
import { InsertAnswerController } from './workspace/insert-answer/insert-answer.http.controller';
import { InsertAnswerHandler } from './workspace/insert-answer/insert-answer.handler';
import { CommentRepository } from './workspace/teamwork/comment.repository';
import { ListCommentsController } from './workspace/list-comments/list-comments.http.controller';
import { ListCommentsHandler } from './workspace/list-comments/list-comments.handler';
import { ListMembersController } from './workspace/list-members/list-members.http.controller';
import { ListMembersHandler } from './workspace/list-members/list-members.handler';
import { ListVersionsController } from './workspace/list-versions/list-versions.http.controller';
import { ListVersionsHandler } from './workspace/list-versions/list-versions.handler';
import { RemoveSectionController } from './workspace/remove-section/remove-section.http.controller';
import { RemoveSectionHandler } from './workspace/remove-section/remove-section.handler';
import { ReorderSectionsController } from './workspace/reorder-sections/reorder-sections.http.controller';
import { ReorderSectionsHandler } from './workspace/reorder-sections/reorder-sections.handler';
import { ResolveCommentController } from './workspace/resolve-comment/resolve-comment.http.controller';
import { ResolveCommentHandler } from './workspace/resolve-comment/resolve-comment.handler';
import { RestoreVersionController } from './workspace/restore-version/restore-version.http.controller';
import { RestoreVersionHandler } from './workspace/restore-version/restore-version.handler';
import { SaveAnswerController } from './workspace/save-answer/save-answer.http.controller';
import { SaveAnswerHandler } from './workspace/save-answer/save-answer.handler';
import { SaveVersionController } from './workspace/save-version/save-version.http.controller';
import { SaveVersionHandler } from './workspace/save-version/save-version.handler';
import { SaveAutomaticVersionHandler } from './workspace/save-automatic-version/save-automatic-version.handler';
import { LibraryRepository } from './workspace/teamwork/library.repository';
import { SearchAnswersController } from './workspace/search-answers/search-answers.http.controller';
import { SearchAnswersHandler } from './workspace/search-answers/search-answers.handler';
import { SubmissionChecklistController } from './workspace/submission-checklist/submission-checklist.http.controller';
import { SubmissionChecklistHandler } from './workspace/submission-checklist/submission-checklist.handler';
import { TeamworkRepository } from './workspace/teamwork/teamwork.repository';
import { CurrentWorkspaceHandler } from './workspace/teamwork/current-workspace.handler';
import { WorkspaceMembers } from './workspace/teamwork/workspace-members';
import { WorkspaceWriter } from './workspace/teamwork/workspace-writer';
import { UpdateSectionController } from './workspace/update-section/update-section.http.controller';
import { UpdateSectionHandler } from './workspace/update-section/update-section.handler';
import { WorkspaceActivityController } from './workspace/workspace-activity/workspace-activity.http.controller';
import { WorkspaceActivityHandler } from './workspace/workspace-activity/workspace-activity.handler';
import { countOpenWorkspaces } from './workspace/workspace-usage';
import { countExpertInvitationsThisMonth } from './expert-invitation/expert-invitation-usage';

/**
 * The bids service: expert invitations to help with bids, their answers and statistics, and writing workspaces.
 * Composition only; the same module runs in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(BIDS_DATABASE)],
  controllers: [
    InviteExpertController,
    SearchExpertInvitationsController,
    RespondToInvitationController,
    ExpertStatisticsController,
    CreateWorkspaceController,
    SearchWorkspacesController,
    UpdateWorkspaceController,
    SearchAnswersController,
    GetWorkspaceController,
    AddSectionController,
    ReorderSectionsController,
    UpdateSectionController,
    RemoveSectionController,
    CommentOnSectionController,
    ListCommentsController,
    ResolveCommentController,
    WorkspaceActivityController,
    SaveVersionController,
    ListVersionsController,
    DiffVersionsController,
    RestoreVersionController,
    SaveAnswerController,
    InsertAnswerController,
    ExportWorkspaceController,
    SubmissionChecklistController,
    ListMembersController,
    planUsageController('bids', { openWorkspaces: countOpenWorkspaces, expertInvitationsPerMonth: countExpertInvitationsThisMonth }),
  ],
  providers: [
    ExpertInvitationRepository,
    WorkspaceRepository,
    AccountDirectory,
    TenderSummaries,
    SearchExpertInvitationsHandler,
    ExpertStatisticsHandler,
    SearchWorkspacesHandler,
    DiffVersionsHandler,
    ExportWorkspaceHandler,
    GetWorkspaceHandler,
    CurrentWorkspaceHandler,
    ListCommentsHandler,
    ListMembersHandler,
    ListVersionsHandler,
    SearchAnswersHandler,
    SubmissionChecklistHandler,
    WorkspaceActivityHandler,
    InviteExpertHandler,
    RespondToInvitationHandler,
    CreateWorkspaceHandler,
    UpdateWorkspaceHandler,
    KeepAccountDirectoryOnAccountEvents,
    KeepTenderSummariesOnTenderEvents,
    KeepConsortiumMembersOnConsortiumEvents,
    TeamworkRepository,
    WorkspaceMembers,
    WorkspaceWriter,
    CommentRepository,
    LibraryRepository,
    AddSectionHandler,
    UpdateSectionHandler,
    RemoveSectionHandler,
    ReorderSectionsHandler,
    CommentOnSectionHandler,
    ResolveCommentHandler,
    SaveVersionHandler,
    SaveAutomaticVersionHandler,
    RestoreVersionHandler,
    SaveAnswerHandler,
    InsertAnswerHandler,
    CollabStore,
    CollabAccess,
    CollaborationServer,
    ...planLimitsProviders('bids'),
  ],
})
export class BidsModule {}
