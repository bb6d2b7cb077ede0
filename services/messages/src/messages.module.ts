import { PreferenceRepository } from './preference/preference.repository';
import { Module } from '@nestjs/common';
import { planLimitsProviders } from '@jointly/common/limits';
import { ServiceCoreModule } from '@jointly/common/service';
import { MessageStatsAdminController } from './admin/message-stats/message-stats.admin.controller';
import { MessageStatsHandler } from './admin/message-stats/message-stats.handler';
import { RemoveMessageAdminController } from './admin/remove-message/remove-message.admin.controller';
import { RemoveMessageHandler } from './admin/remove-message/remove-message.handler';
import { ConversationReader } from './conversation/conversation.reader';
import { KeepConsortiumConversationsOnConsortiumEvents } from './conversation/keep-consortium-conversations-on-consortium-events.consumer';
import { KeepInvitationConversationsOnBidEvents } from './conversation/keep-invitation-conversations-on-bid-events.consumer';
import { GetUnreadCountsController } from './conversation/get-unread-counts/get-unread-counts.http.controller';
import { GetUnreadCountsHandler } from './conversation/get-unread-counts/get-unread-counts.handler';
import { ListConversationsController } from './conversation/list-conversations/list-conversations.http.controller';
import { ListConversationsHandler } from './conversation/list-conversations/list-conversations.handler';
import { MarkReadHandler } from './conversation/mark-read/mark-read.handler';
import { MarkReadController } from './conversation/mark-read/mark-read.http.controller';
import { MuteHandler } from './conversation/mute/mute.handler';
import { MuteController } from './conversation/mute/mute.http.controller';
import { OpenDirectHandler } from './conversation/open-direct/open-direct.handler';
import { OpenDirectController } from './conversation/open-direct/open-direct.http.controller';
import { Participation } from './conversation/participation';
import { TypingHandler } from './conversation/typing/typing.handler';
import { TypingController } from './conversation/typing/typing.http.controller';
import { KeepDirectoryOnAccountEvents } from './directory/keep-directory-on-account-events.consumer';
import { LiveHub } from './live/live-hub';
import { PublishLiveOnMessageEvents } from './live/publish-live-on-message-events.consumer';
import { PublishLiveOnNotificationCreated } from './live/publish-live-on-notification-created.consumer';
import { IssueTicketHandler } from './live/issue-ticket/issue-ticket.handler';
import { LiveTicketController } from './live/issue-ticket/issue-ticket.http.controller';
import { LiveTickets } from './live/live-ticket';
import { OpenStreamHandler } from './live/open-stream/open-stream.handler';
import { LiveStreamController } from './live/open-stream/open-stream.http.controller';
import { DeleteMessageHandler } from './message/delete-message/delete-message.handler';
import { DeleteMessageController } from './message/delete-message/delete-message.http.controller';
import { EditMessageHandler } from './message/edit-message/edit-message.handler';
import { EditMessageController } from './message/edit-message/edit-message.http.controller';
import { GetAttachmentController } from './message/get-attachment/get-attachment.http.controller';
import { GetAttachmentHandler } from './message/get-attachment/get-attachment.handler';
import { ListMessagesController } from './message/list-messages/list-messages.http.controller';
import { ListMessagesHandler } from './message/list-messages/list-messages.handler';
import { MessageFileStorage } from './message/message-file-storage';
import { MessageReader } from './message/message.reader';
import { MessageRepository } from './message/message.repository';
import { PostMessageHandler } from './message/post-message/post-message.handler';
import { PostMessageController } from './message/post-message/post-message.http.controller';
import { MESSAGES_DATABASE } from './messages.database';
import { GetPreferencesController } from './preference/get-preferences/get-preferences.http.controller';
import { GetPreferencesHandler } from './preference/get-preferences/get-preferences.handler';
import { SetPreferencesController } from './preference/set-preferences/set-preferences.http.controller';
import { SetPreferencesHandler } from './preference/set-preferences/set-preferences.handler';
import { DigestScheduler } from './digest/digest-scheduler';
import { KeepDocumentUsageOnAccountEvents } from './message/keep-document-usage-on-account-events.consumer';

/**
 * The messages service: conversations of consortiums, expert invitations and partner companies, their messages,
 * read state and the live channel (Server-Sent Events) every tab listens to. Composition only; the same module runs
 * in its own process and inside the all-in-one edge.
 */
@Module({
  imports: [ServiceCoreModule.forService(MESSAGES_DATABASE)],
  controllers: [
    ListConversationsController,
    GetUnreadCountsController,
    OpenDirectController,
    MarkReadController,
    MuteController,
    TypingController,
    ListMessagesController,
    PostMessageController,
    EditMessageController,
    DeleteMessageController,
    GetAttachmentController,
    LiveTicketController,
    LiveStreamController,
    MessageStatsAdminController,
    RemoveMessageAdminController,
    GetPreferencesController,
    SetPreferencesController,
  ],
  providers: [
    PreferenceRepository,
    Participation,
    ConversationReader,
    MessageReader,
    MessageRepository,
    MessageFileStorage,
    LiveTickets,
    LiveHub,
    DigestScheduler,
    OpenDirectHandler,
    MarkReadHandler,
    MuteHandler,
    TypingHandler,
    PostMessageHandler,
    EditMessageHandler,
    DeleteMessageHandler,
    RemoveMessageHandler,
    GetAttachmentHandler,
    MessageStatsHandler,
    ListConversationsHandler,
    GetUnreadCountsHandler,
    ListMessagesHandler,
    IssueTicketHandler,
    OpenStreamHandler,
    GetPreferencesHandler,
    SetPreferencesHandler,
    KeepDirectoryOnAccountEvents,
    KeepConsortiumConversationsOnConsortiumEvents,
    KeepInvitationConversationsOnBidEvents,
    PublishLiveOnMessageEvents,
    PublishLiveOnNotificationCreated,
    KeepDocumentUsageOnAccountEvents,
    ...planLimitsProviders('messages'),
  ],
})
export class MessagesModule {}
