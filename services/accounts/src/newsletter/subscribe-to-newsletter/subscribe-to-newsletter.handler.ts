import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountEvents } from '@jointly/contracts';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { normaliseEmail } from '../../account/account.entity';
import { RateLimiter, SIGNUPS_PER_ADDRESS } from '../../rate-limit/rate-limiter';
import { NewsletterSubscriptionRepository } from '../newsletter-subscription.repository';

export class SubscribeToNewsletterCommand {
  constructor(
    readonly email: string,
    readonly ip: string,
  ) {}
}

/** Subscribes an address (subscribing twice changes nothing and publishes nothing); limited per address. */
@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand, { message: string }> {
  constructor(
    private readonly subscriptions: NewsletterSubscriptionRepository,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ email: rawEmail, ip }: SubscribeToNewsletterCommand): Promise<{ message: string }> {
    await this.limiter.hit('newsletter-ip', ip, SIGNUPS_PER_ADDRESS);
    const email = normaliseEmail(rawEmail);
    await transaction(this.subscriptions.dataSource, async (manager) => {
      if (await this.subscriptions.insert(manager, email))
        await this.outbox.add(manager, createEvent(AccountEvents.NewsletterSubscribed, { aggregateId: email, payload: { email } }));
    });
    return { message: 'Thank you for subscribing to the Jointly newsletter!' };
  }
}
