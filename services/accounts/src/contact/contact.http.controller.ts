import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { Public } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { OutboxService, createEvent } from '@jointly/common/events';
import { RateLimiter, SIGNUPS_PER_ADDRESS } from '../rate-limit/rate-limiter';

class ContactDto {
  @ApiProperty() @IsString() @MinLength(2, { message: 'name is required' }) @MaxLength(120) name!: string;
  @ApiProperty() @IsEmail({}, { message: 'email must be a valid e-mail address' }) @MaxLength(254) email!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(200) subject?: string;
  @ApiProperty() @IsString() @MinLength(10, { message: 'message must be at least 10 characters long' }) @MaxLength(5000) message!: string;
}

/** POST /contact/create: the contact-us form; the message is kept and e-mailed to the platform inbox. */
@ApiTags('accounts: public forms')
@Controller('contact')
export class ContactController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  @Public()
  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a message to the Jointly team' })
  async create(@Body() dto: ContactDto, @Ip() ip: string) {
    await this.limiter.hit('contact-ip', ip, SIGNUPS_PER_ADDRESS);
    await transaction(this.dataSource, async (manager) => {
      const [row] = (await manager.query(
        'INSERT INTO accounts.contact_message (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
        [dto.name.trim(), dto.email.trim(), dto.subject?.trim() ?? null, dto.message.trim()],
      )) as Array<{ id: string }>;
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.ContactMessageReceived, {
          aggregateId: row.id,
          payload: { name: dto.name.trim(), email: dto.email.trim(), subject: dto.subject?.trim() ?? null, message: dto.message.trim() },
        }),
      );
    });
    return { message: 'Your message has been sent successfully!' };
  }
}
