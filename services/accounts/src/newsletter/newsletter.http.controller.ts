import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsEmail, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { Public } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { normaliseEmail } from '../account/account.entity';
import { RateLimiter, SIGNUPS_PER_ADDRESS } from '../rate-limit/rate-limiter';

class NewsletterDto {
  @ApiProperty()
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

@ApiTags('accounts: public forms')
@Controller('newsletter')
export class NewsletterController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe to the newsletter (subscribing twice changes nothing)' })
  async create(@Body() dto: NewsletterDto, @Ip() ip: string) {
    await this.limiter.hit('newsletter-ip', ip, SIGNUPS_PER_ADDRESS);
    const email = normaliseEmail(dto.email);
    await transaction(this.dataSource, async (manager) => {
      const inserted = (await manager.query(
        'INSERT INTO accounts.newsletter_subscription (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING email',
        [email],
      )) as unknown[];
      if (inserted.length)
        await this.outbox.add(manager, createEvent(AccountEvents.NewsletterSubscribed, { aggregateId: email, payload: { email } }));
    });
    return { message: 'Thank you for subscribing to the Jointly newsletter!' };
  }
}
