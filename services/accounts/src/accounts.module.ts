import { Module } from '@nestjs/common';
import { otpCodeCipherProvider } from '@jointly/common/auth';
import { rateLimiterProvider } from '@jointly/common/limits';
import { HashingSettings } from './identity/hashing-settings';
import { planLimitsProviders, planUsageController } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { storageMbForUsage } from './file/storage-usage';
import { countSeatsInUse } from './team/seat-usage';
import { ACCOUNTS_DATABASE } from './accounts.database';
import { CompanyFactsPublisher } from './partner/company-facts.publisher';
import { AccountMemberships } from './account/account-memberships';
import { FirstAdmin } from './account/first-admin';
import { ListAllUsersAdminController } from './admin/list-all-users/list-all-users.admin.controller';
import { ListAllUsersHandler } from './admin/list-all-users/list-all-users.handler';
import { AdminPartnerReader } from './admin/partners/admin-partner.reader';
import { EditPartnerRecordHandler } from './admin/partners/edit-partner-record/edit-partner-record.handler';
import { GetPartnerRecordHandler } from './admin/partners/get-partner-record/get-partner-record.handler';
import { ListPartnerRecordsHandler } from './admin/partners/list-partner-records/list-partner-records.handler';
import { PartnersAdminController } from './admin/partners/partners.admin.controller';
import { SignupStatsAdminController } from './admin/signup-stats/signup-stats.admin.controller';
import { SignupStatsHandler } from './admin/signup-stats/signup-stats.handler';
import { AdminUserReader } from './admin/users/admin-user.reader';
import { GetUserHandler } from './admin/users/get-user/get-user.handler';
import { ListUsersHandler } from './admin/users/list-users/list-users.handler';
import { SetUserStatusHandler } from './admin/users/set-user-status/set-user-status.handler';
import { UsersAdminController } from './admin/users/users.admin.controller';
import { AuditEntryReader } from './audit-log/audit-entry.reader';
import { AuditLogAdminController } from './audit-log/audit-log.admin.controller';
import { GetAuditEntryHandler } from './audit-log/get-audit-entry/get-audit-entry.handler';
import { ListAuditEntriesHandler } from './audit-log/list-audit-entries/list-audit-entries.handler';
import { RecordAuditEntryOnAdminActionRecorded } from './audit-log/record-audit-entry.consumer';
import { KeepAttachmentUsageOnMessageEvents } from './file/keep-attachment-usage-on-message-events.consumer';
import { AddBookmarksHandler } from './bookmark/add-bookmarks/add-bookmarks.handler';
import { AddBookmarksController } from './bookmark/add-bookmarks/add-bookmarks.http.controller';
import { BookmarkRepository } from './bookmark/bookmark.repository';
import { ClearBookmarksHandler } from './bookmark/clear-bookmarks/clear-bookmarks.handler';
import { ClearBookmarksController } from './bookmark/clear-bookmarks/clear-bookmarks.http.controller';
import { GetBookmarksHandler } from './bookmark/get-bookmarks/get-bookmarks.handler';
import { GetBookmarksController } from './bookmark/get-bookmarks/get-bookmarks.http.controller';
import { RemoveBookmarksHandler } from './bookmark/remove-bookmarks/remove-bookmarks.handler';
import { RemoveBookmarksController } from './bookmark/remove-bookmarks/remove-bookmarks.http.controller';
import { BusinessInfoRepository } from './business-info/business-info.repository';
import { GetLatestBusinessInfoHandler } from './business-info/get-latest-business-info/get-latest-business-info.handler';
import { GetLatestBusinessInfoController } from './business-info/get-latest-business-info/get-latest-business-info.http.controller';
import { RecordBusinessInfoHandler } from './business-info/record-business-info/record-business-info.handler';
import { RecordBusinessInfoController } from './business-info/record-business-info/record-business-info.http.controller';
import { ContactMessageRepository } from './contact/contact-message.repository';
import { SendContactMessageHandler } from './contact/send-contact-message/send-contact-message.handler';
import { SendContactMessageController } from './contact/send-contact-message/send-contact-message.http.controller';
import { GetEnumsHandler } from './enums/get-enums/get-enums.handler';
import { GetEnumsController } from './enums/get-enums/get-enums.http.controller';
import { DownloadDocumentHandler } from './file/download-document/download-document.handler';
import { DownloadDocumentController } from './file/download-document/download-document.http.controller';
import { FileStorage } from './file/file-storage';
import { StoredFileRepository } from './file/stored-file.repository';
import { UploadDocumentHandler } from './file/upload-document/upload-document.handler';
import { UploadDocumentController } from './file/upload-document/upload-document.http.controller';
import { CompanyDocumentsHttpController } from './company-documents/company-documents.http.controller';
import { DeleteCompanyDocumentHandler } from './company-documents/delete-company-document.handler';
import { ListCompanyDocumentsHandler } from './company-documents/list-company-documents.handler';
import { ConsoleHandoffHttpController } from './console-handoff/console-handoff.http.controller';
import { ExchangeConsoleHandoffHandler } from './console-handoff/exchange-console-handoff.handler';
import { IssueConsoleHandoffHandler } from './console-handoff/issue-console-handoff.handler';
import { CompleteGetStartedHandler } from './get-started/complete-get-started/complete-get-started.handler';
import { CompleteGetStartedHttpController } from './get-started/complete-get-started/complete-get-started.http.controller';
import { OneTimeCodes } from './identity/one-time-codes';
import { LoginHandler } from './login/login.handler';
import { SignInRepository } from './login/sign-in.repository';
import { SessionController } from './login/session.http.controller';
import { NewsletterSubscriptionRepository } from './newsletter/newsletter-subscription.repository';
import { SubscribeToNewsletterHandler } from './newsletter/subscribe-to-newsletter/subscribe-to-newsletter.handler';
import { SubscribeToNewsletterController } from './newsletter/subscribe-to-newsletter/subscribe-to-newsletter.http.controller';
import { ApprovePartnerHandler } from './partner/approve-partner/approve-partner.handler';
import { ApprovePartnerController } from './partner/approve-partner/approve-partner.http.controller';
import { ListPartnersHandler } from './partner/list-partners/list-partners.handler';
import { ListPartnersController } from './partner/list-partners/list-partners.http.controller';
import { ListUnverifiedPartnersHandler } from './partner/list-unverified-partners/list-unverified-partners.handler';
import { ListUnverifiedPartnersController } from './partner/list-unverified-partners/list-unverified-partners.http.controller';
import { RequestPartnershipHandler } from './partner/request-partnership/request-partnership.handler';
import { RequestPartnershipController } from './partner/request-partnership/request-partnership.http.controller';
import { SearchPartnersHandler } from './partner/search-partners/search-partners.handler';
import { SearchPartnersController } from './partner/search-partners/search-partners.http.controller';
import { UpdatePartnerHandler } from './partner/update-partner/update-partner.handler';
import { UpdatePartnerController } from './partner/update-partner/update-partner.http.controller';
import { ChangePasswordHandler } from './password/change-password/change-password.handler';
import { ChangePasswordController } from './password/change-password/change-password.http.controller';
import { ResetPasswordHandler } from './password/reset-password/reset-password.handler';
import { ResetPasswordController } from './password/reset-password/reset-password.http.controller';
import { SendResetCodeHandler } from './password/send-reset-code/send-reset-code.handler';
import { SendResetCodeController } from './password/send-reset-code/send-reset-code.http.controller';
import { VerifyResetCodeHandler } from './password/verify-reset-code/verify-reset-code.handler';
import { VerifyResetCodeController } from './password/verify-reset-code/verify-reset-code.http.controller';
import { GetMeHandler } from './profile/get-me/get-me.handler';
import { GetMeController } from './profile/get-me/get-me.http.controller';
import { UpdateAccountHandler } from './profile/update-account/update-account.handler';
import { UpdateAccountController } from './profile/update-account/update-account.http.controller';
import { UpdateCompanyProfileHandler } from './profile/update-company-profile/update-company-profile.handler';
import { UpdateCompanyProfileController } from './profile/update-company-profile/update-company-profile.http.controller';
import { RegisterAccountHandler } from './registration/register-account/register-account.handler';
import { RegisterAccountController } from './registration/register-account/register-account.http.controller';
import { RequestTenderWriterHandler } from './requests/request-tender-writer/request-tender-writer.handler';
import { RequestTenderWriterController } from './requests/request-tender-writer/request-tender-writer.http.controller';
import { RequestTenderHandler } from './requests/request-tender/request-tender.handler';
import { RequestTenderController } from './requests/request-tender/request-tender.http.controller';
import { ServiceRequestRepository } from './requests/service-request.repository';
import { LogoutHandler } from './session/logout/logout.handler';
import { LogoutController } from './session/logout/logout.http.controller';
import { RefreshTokensHandler } from './session/refresh-tokens/refresh-tokens.handler';
import { RefreshTokensController } from './session/refresh-tokens/refresh-tokens.http.controller';
import { SessionTokens } from './session/session-tokens';
import { GetStaffGrantHandler } from './staff-grant/get-staff-grant/get-staff-grant.handler';
import { GrantStaffPowerHandler } from './staff-grant/grant-staff-power/grant-staff-power.handler';
import { ListStaffGrantsHandler } from './staff-grant/list-staff-grants/list-staff-grants.handler';
import { RevokeStaffPowerHandler } from './staff-grant/revoke-staff-power/revoke-staff-power.handler';
import { StaffGrantsAdminController } from './staff-grant/staff-grants.admin.controller';
import { StaffGrants } from './staff-grant/staff-grants';
import { InviteTeamMemberHandler } from './team/invite-team-member/invite-team-member.handler';
import { InviteTeamMemberController } from './team/invite-team-member/invite-team-member.http.controller';
import { LeaveTeamHandler } from './team/leave-team/leave-team.handler';
import { LeaveTeamController } from './team/leave-team/leave-team.http.controller';
import { ListTeamMembersHandler } from './team/list-team-members/list-team-members.handler';
import { ListTeamMembersController } from './team/list-team-members/list-team-members.http.controller';
import { RemoveTeamMemberHandler } from './team/remove-team-member/remove-team-member.handler';
import { RemoveTeamMemberController } from './team/remove-team-member/remove-team-member.http.controller';
import { TeamInvites } from './team/team-invites';
import { TeamMembership } from './team/team-membership';
import { VerifyEmailHandler } from './verification/verify-email/verify-email.handler';
import { VerifyEmailController } from './verification/verify-email/verify-email.http.controller';

/**
 * The accounts service: who people are and how they sign in — sign-up and e-mail verification, sessions, password
 * reset, profiles, companies (partners) and their approval, teams, bookmarks, the forms' enums, the public forms and
 * uploaded documents. Composition only: one controller, command or query and handler per use case (the folders
 * listed in README.md), the repositories and readers they share, and the audit consumer.
 */
@Module({
  imports: [ServiceCoreModule.forService(ACCOUNTS_DATABASE)],
  controllers: [
    ListAllUsersAdminController,
    PartnersAdminController,
    SignupStatsAdminController,
    UsersAdminController,
    AuditLogAdminController,
    AddBookmarksController,
    ClearBookmarksController,
    GetBookmarksController,
    RemoveBookmarksController,
    GetLatestBusinessInfoController,
    RecordBusinessInfoController,
    SendContactMessageController,
    GetEnumsController,
    DownloadDocumentController,
    UploadDocumentController,
    CompleteGetStartedHttpController,
    SessionController,
    SubscribeToNewsletterController,
    ApprovePartnerController,
    ListPartnersController,
    ListUnverifiedPartnersController,
    RequestPartnershipController,
    SearchPartnersController,
    UpdatePartnerController,
    ChangePasswordController,
    ResetPasswordController,
    SendResetCodeController,
    VerifyResetCodeController,
    GetMeController,
    UpdateAccountController,
    UpdateCompanyProfileController,
    RegisterAccountController,
    RequestTenderWriterController,
    RequestTenderController,
    LogoutController,
    RefreshTokensController,
    StaffGrantsAdminController,
    InviteTeamMemberController,
    LeaveTeamController,
    ListTeamMembersController,
    RemoveTeamMemberController,
    VerifyEmailController,
    ConsoleHandoffHttpController,
    CompanyDocumentsHttpController,
    planUsageController('accounts', { seats: countSeatsInUse, storageMb: storageMbForUsage }),
  ],
  providers: [
    otpCodeCipherProvider,
    rateLimiterProvider('accounts'),
    HashingSettings,
    AccountMemberships,
    FirstAdmin,
    AdminPartnerReader,
    AdminUserReader,
    AuditEntryReader,
    RecordAuditEntryOnAdminActionRecorded,
    KeepAttachmentUsageOnMessageEvents,
    BookmarkRepository,
    BusinessInfoRepository,
    ContactMessageRepository,
    FileStorage,
    StoredFileRepository,
    OneTimeCodes,
    NewsletterSubscriptionRepository,
    ServiceRequestRepository,
    SessionTokens,
    StaffGrants,
    TeamInvites,
    TeamMembership,
    ListAllUsersHandler,
    EditPartnerRecordHandler,
    GetPartnerRecordHandler,
    ListPartnerRecordsHandler,
    SignupStatsHandler,
    GetUserHandler,
    ListUsersHandler,
    SetUserStatusHandler,
    GetAuditEntryHandler,
    ListAuditEntriesHandler,
    AddBookmarksHandler,
    ClearBookmarksHandler,
    GetBookmarksHandler,
    RemoveBookmarksHandler,
    GetLatestBusinessInfoHandler,
    RecordBusinessInfoHandler,
    SendContactMessageHandler,
    GetEnumsHandler,
    DownloadDocumentHandler,
    UploadDocumentHandler,
    CompleteGetStartedHandler,
    LoginHandler,
    SignInRepository,
    SubscribeToNewsletterHandler,
    ApprovePartnerHandler,
    ListPartnersHandler,
    ListUnverifiedPartnersHandler,
    RequestPartnershipHandler,
    SearchPartnersHandler,
    UpdatePartnerHandler,
    ChangePasswordHandler,
    ResetPasswordHandler,
    SendResetCodeHandler,
    VerifyResetCodeHandler,
    GetMeHandler,
    UpdateAccountHandler,
    UpdateCompanyProfileHandler,
    RegisterAccountHandler,
    RequestTenderWriterHandler,
    RequestTenderHandler,
    LogoutHandler,
    RefreshTokensHandler,
    GetStaffGrantHandler,
    GrantStaffPowerHandler,
    ListStaffGrantsHandler,
    RevokeStaffPowerHandler,
    InviteTeamMemberHandler,
    LeaveTeamHandler,
    ListTeamMembersHandler,
    RemoveTeamMemberHandler,
    VerifyEmailHandler,
    CompanyFactsPublisher,
    IssueConsoleHandoffHandler,
    ExchangeConsoleHandoffHandler,
    ListCompanyDocumentsHandler,
    DeleteCompanyDocumentHandler,
    ...planLimitsProviders('accounts'),
  ],
})
export class AccountsModule {}
