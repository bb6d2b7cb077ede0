import { Module } from '@nestjs/common';
import { otpCodeCipherProvider } from '@jointly/common/auth';
import { ServiceCoreModule } from '@jointly/common/service';
import { ACCOUNTS_DATABASE } from './accounts.database';
import { AdminPartnersResourceController } from './admin/admin-partners.http.controller';
import { AdminPartnersService } from './admin/admin-partners.service';
import { AdminUsersResourceController } from './admin/admin-users.http.controller';
import { AdminUsersService } from './admin/admin-users.service';
import { SignupStatsAdminController } from './admin/stats/signups-stats.admin.controller';
import { AuditLogAdminController } from './audit-log/audit-log.admin.controller';
import { RecordAuditEntryOnAdminActionRecorded } from './audit-log/record-audit-entry.consumer';
import { AccountMemberships } from './account/account-memberships';
import { AdminUsersController } from './account/admin-users.http.controller';
import { FirstAdmin } from './account/first-admin';
import { CompanyDocumentsHttpController } from './company-documents/company-documents.http.controller';
import { DeleteCompanyDocumentHandler } from './company-documents/delete-company-document.handler';
import { ListCompanyDocumentsHandler } from './company-documents/list-company-documents.handler';
import { ConsoleHandoffHttpController } from './console-handoff/console-handoff.http.controller';
import { ExchangeConsoleHandoffHandler } from './console-handoff/exchange-console-handoff.handler';
import { IssueConsoleHandoffHandler } from './console-handoff/issue-console-handoff.handler';
import { CompleteGetStartedHandler } from './get-started/complete-get-started/complete-get-started.handler';
import { CompleteGetStartedHttpController } from './get-started/complete-get-started/complete-get-started.http.controller';
import { BookmarksController } from './bookmark/bookmarks.http.controller';
import { BusinessInfoController } from './business-info/business-info.http.controller';
import { ContactController } from './contact/contact.http.controller';
import { EnumsController } from './enums/enums.http.controller';
import { FileStorage } from './file/file-storage';
import { FilesController } from './file/files.http.controller';
import { OneTimeCodes } from './identity/one-time-codes';
import { LoginHandler } from './login/login.handler';
import { SessionController } from './login/session.http.controller';
import { NewsletterController } from './newsletter/newsletter.http.controller';
import { PartnersController } from './partner/partners.http.controller';
import { PartnersService } from './partner/partners.service';
import { PasswordResetService } from './password/password-reset.service';
import { PasswordController } from './password/password.http.controller';
import { ProfileController } from './profile/profile.http.controller';
import { ProfileService } from './profile/profile.service';
import { rateLimiterProvider } from '@jointly/common/limits';
import { RegisterAccountHandler } from './registration/register-account.handler';
import { RegistrationController } from './registration/registration.http.controller';
import { RequestsController } from './requests/requests.http.controller';
import { SessionTokens } from './session/session-tokens';
import { AdminStaffGrantsResourceController } from './staff-grant/admin-staff-grants.http.controller';
import { StaffGrants } from './staff-grant/staff-grants';
import { TeamInvites } from './team/team-invites';
import { TeamController } from './team/team.http.controller';
import { TeamService } from './team/team.service';
import { VerificationController } from './verification/verification.http.controller';
import { VerifyEmailHandler } from './verification/verify-email.handler';

/**
 * The accounts service: who people are and how they sign in — sign-up and e-mail verification, sessions, password
 * reset, profiles, companies (partners) and their approval, teams, bookmarks, the forms' enums, the public forms and
 * uploaded documents. Composition only.
 */
@Module({
  imports: [ServiceCoreModule.forService(ACCOUNTS_DATABASE)],
  controllers: [
    RegistrationController,
    VerificationController,
    SessionController,
    PasswordController,
    ProfileController,
    BookmarksController,
    EnumsController,
    PartnersController,
    AdminUsersController,
    AdminUsersResourceController,
    AdminPartnersResourceController,
    AdminStaffGrantsResourceController,
    AuditLogAdminController,
    SignupStatsAdminController,
    TeamController,
    RequestsController,
    NewsletterController,
    ContactController,
    BusinessInfoController,
    FilesController,
    CompleteGetStartedHttpController,
    ConsoleHandoffHttpController,
    CompanyDocumentsHttpController,
  ],
  providers: [
    otpCodeCipherProvider,
    RegisterAccountHandler,
    VerifyEmailHandler,
    LoginHandler,
    SessionTokens,
    AccountMemberships,
    OneTimeCodes,
    rateLimiterProvider('accounts'),
    PasswordResetService,
    ProfileService,
    PartnersService,
    TeamService,
    TeamInvites,
    FileStorage,
    FirstAdmin,
    AdminUsersService,
    AdminPartnersService,
    StaffGrants,
    RecordAuditEntryOnAdminActionRecorded,
    CompleteGetStartedHandler,
    IssueConsoleHandoffHandler,
    ExchangeConsoleHandoffHandler,
    ListCompanyDocumentsHandler,
    DeleteCompanyDocumentHandler,
  ],
})
export class AccountsModule {}
