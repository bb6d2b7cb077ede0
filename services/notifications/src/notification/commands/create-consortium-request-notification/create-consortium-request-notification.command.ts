import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@jointly/common/auth';
import type { NotificationView } from '../../notification.view';

export interface ConsortiumRequestNotificationInput {
  recipientAccountId?: string;
  companyId?: string;
  consortiumId: string;
  consortiumName: string;
  message?: string;
}

/** Notify an account, or the members of a company, of a consortium request sent by `actor`. */
export class CreateConsortiumRequestNotificationCommand extends Command<NotificationView[]> {
  constructor(
    readonly actor: AuthenticatedUser,
    readonly input: ConsortiumRequestNotificationInput,
  ) {
    super();
  }
}
