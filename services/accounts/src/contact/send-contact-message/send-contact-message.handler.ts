import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { RateLimiter, SIGNUPS_PER_ADDRESS } from '../../rate-limit/rate-limiter';
import { ContactMessageRepository } from '../contact-message.repository';
import type { SendContactMessageRequestDto } from './send-contact-message.request.dto';

export class SendContactMessageCommand {
  constructor(
    readonly input: SendContactMessageRequestDto,
    readonly ip: string,
  ) {}
}

/** The contact-us form: the message is kept and e-mailed to the platform inbox (ContactMessageReceived); limited per address. */
@CommandHandler(SendContactMessageCommand)
export class SendContactMessageHandler implements ICommandHandler<SendContactMessageCommand, { message: string }> {
  constructor(
    private readonly messages: ContactMessageRepository,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ input, ip }: SendContactMessageCommand): Promise<{ message: string }> {
    await this.limiter.hit('contact-ip', ip, SIGNUPS_PER_ADDRESS);
    const message = {
      name: input.name.trim(),
      email: input.email.trim(),
      subject: input.subject?.trim() ?? null,
      message: input.message.trim(),
    };
    await transaction(this.messages.dataSource, async (manager) => {
      const id = await this.messages.insert(manager, message);
      await this.outbox.add(manager, createEvent(AccountEvents.ContactMessageReceived, { aggregateId: id, payload: message }));
    });
    return { message: 'Your message has been sent successfully!' };
  }
}
