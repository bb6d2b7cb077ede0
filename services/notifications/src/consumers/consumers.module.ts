import { Module } from '@nestjs/common';
import { otpCodeCipherProvider } from '@jointly/common/auth';
import { MailModule } from '../mail/mail.module';
import { NotificationModule } from '../notification/notification.module';
import { NOTIFICATIONS_CORE } from '../notifications-core.module';
import { RecipientModule } from '../directory/recipient.module';
import { AlertOnSavedSearchMatched } from './alert-on-saved-search-matched.consumer';
import { ForwardContactMessageOnContactMessageReceived } from './forward-contact-message-on-contact-message-received.consumer';
import { ForwardTenderRequestOnTenderRequested } from './forward-tender-request-on-tender-requested.consumer';
import { KeepConsortiumRequestsOnConsortiumEvents } from '../directory/keep-consortium-requests-on-consortium-events.consumer';
import { mailContextProvider } from './mail-context.provider';
import { NotifyInviteeOnConsortiumInviteSent } from './notify-invitee-on-consortium-invite-sent.consumer';
import { NotifyAssigneeOnWorkspaceSectionAssigned } from './notify-assignee-on-workspace-section-assigned.consumer';
import { NotifyExpertOnExpertInvited } from './notify-expert-on-expert-invited.consumer';
import { NotifyMentionedOnWorkspaceCommentMentioned } from './notify-mentioned-on-workspace-comment-mentioned.consumer';
import { NotifyLeadOnConsortiumInterestExpressed } from './notify-lead-on-consortium-interest-expressed.consumer';
import { NotifyInviterOnConsortiumRequestAnswered } from './notify-inviter-on-consortium-request-answered.consumer';
import { NotifyInviterOnExpertInvitationAnswered } from './notify-inviter-on-expert-invitation-answered.consumer';
import { NotifyOnPartnerApproved } from './notify-on-partner-approved.consumer';
import { NotifyOnTenderWriterRequested } from './notify-on-tender-writer-requested.consumer';
import { EligibilityMatchAlerts } from './eligibility-match-alerts';
import { NotifyProviderOnEligibilityCalculated } from './notify-provider-on-eligibility-calculated.consumer';
import { NotifyProvidersOnTenderRatingsCrossed } from './notify-providers-on-tender-ratings-crossed.consumer';
import { RecordRecipientOnAccountEvents } from '../directory/record-recipient-on-account-events.consumer';
import { SendApprovalOnPartnerApproved } from './send-approval-on-partner-approved.consumer';
import { SendCodeOnOtpIssued } from './send-code-on-otp-issued.consumer';
import { SendDigestOnMessageDigestDue } from './send-digest-on-message-digest-due.consumer';
import { SendReminderOnInvoiceOverdue } from './send-reminder-on-invoice-overdue.consumer';
import { SendInvitationOnTeamMemberInvited } from './send-invitation-on-team-member-invited.consumer';
import { SendTenderWriterDetailsOnTenderWriterRequested } from './send-tender-writer-details-on-tender-writer-requested.consumer';
import { SendWelcomeOnEmailVerified } from './send-welcome-on-email-verified.consumer';

/**
 * What other services' events make notifications do. Registration order is delivery order within a batch: the
 * recipients read model comes first, so a mail for the same batch's new account already knows its name.
 */
@Module({
  imports: [NOTIFICATIONS_CORE, MailModule, RecipientModule, NotificationModule],
  providers: [
    otpCodeCipherProvider,
    mailContextProvider,
    RecordRecipientOnAccountEvents,
    SendCodeOnOtpIssued,
    SendWelcomeOnEmailVerified,
    SendTenderWriterDetailsOnTenderWriterRequested,
    NotifyOnTenderWriterRequested,
    SendApprovalOnPartnerApproved,
    NotifyOnPartnerApproved,
    SendInvitationOnTeamMemberInvited,
    ForwardContactMessageOnContactMessageReceived,
    ForwardTenderRequestOnTenderRequested,
    AlertOnSavedSearchMatched,
    KeepConsortiumRequestsOnConsortiumEvents,
    NotifyInviteeOnConsortiumInviteSent,
    NotifyInviterOnConsortiumRequestAnswered,
    NotifyLeadOnConsortiumInterestExpressed,
    EligibilityMatchAlerts,
    NotifyProviderOnEligibilityCalculated,
    NotifyProvidersOnTenderRatingsCrossed,
    NotifyExpertOnExpertInvited,
    NotifyInviterOnExpertInvitationAnswered,
    NotifyAssigneeOnWorkspaceSectionAssigned,
    NotifyMentionedOnWorkspaceCommentMentioned,
    SendDigestOnMessageDigestDue,
    SendReminderOnInvoiceOverdue,
  ],
})
export class ConsumersModule {}
