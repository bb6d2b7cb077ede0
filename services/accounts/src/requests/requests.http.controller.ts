import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiBearerAuth, ApiOperation, ApiPropertyOptional, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { AccountEvents } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ApiErrors } from '@jointly/common/http';
import { OutboxService, createEvent } from '@jointly/common/events';
import { Account } from '../account/account.entity';
import { RateLimiter, SERVICE_REQUESTS_PER_ACCOUNT } from '../rate-limit/rate-limiter';

class RequestWriterDto {
  @ApiPropertyOptional({ description: 'The tender the writing help is for' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w.:-]+$/, { message: 'tenderId may only contain letters, digits and . : _ -' })
  tenderId?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  message?: string;
}

class RequestTenderDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  @Matches(/^[\w.:-]+$/, { message: 'tenderId may only contain letters, digits and . : _ -' })
  tenderId?: string;

  @ApiProperty({ description: 'What tender the user is looking for, or what they need about this one' })
  @IsString()
  @MinLength(5, { message: 'details must say what you are looking for (at least 5 characters)' })
  @MaxLength(4000)
  details!: string;
}

/** POST /account/request-writer (the Tender Writer service, spec §2 dialog) and POST /account/request-tender. */
@ApiTags('accounts: requests')
@ApiBearerAuth()
/** Both are limited per account (SERVICE_REQUESTS_PER_ACCOUNT). */
@ApiErrors(429)
@Controller('account')
export class RequestsController {
  constructor(
    @InjectDataSource('accounts') private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('request-writer')
  @HttpCode(200)
  @ApiOperation({ summary: 'Request the Tender Writer service: the details are e-mailed to the signed-in user' })
  async requestWriter(@CurrentUser() user: AuthenticatedUser, @Body() dto: RequestWriterDto) {
    // Each request e-mails the user and the platform team: limited per account (429).
    await this.limiter.hit('service-request', user.id, SERVICE_REQUESTS_PER_ACCOUNT);
    return transaction(this.dataSource, async (manager) => {
      const account = await manager.findOneOrFail(Account, { where: { id: user.id } });
      const [row] = (await manager.query(
        `INSERT INTO accounts.service_request (account_id, kind, tender_id, details) VALUES ($1, 'tender-writer', $2, $3) RETURNING id`,
        [user.id, dto.tenderId ?? null, dto.message ?? null],
      )) as Array<{ id: string }>;
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.TenderWriterRequested, {
          aggregateId: row.id,
          actorId: user.id,
          payload: {
            accountId: user.id,
            email: account.email,
            name: account.name,
            tenderId: dto.tenderId ?? null,
            message: dto.message ?? null,
          },
        }),
      );
      return {
        requestId: row.id,
        email: account.email,
        message: `Your request for a Tender Writer was successfully processed. We have sent the details of the Tender Writing Services to ${account.email}.`,
      };
    });
  }

  @Post('request-tender')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ask the Jointly team for a tender (sent to the platform inbox)' })
  async requestTender(@CurrentUser() user: AuthenticatedUser, @Body() dto: RequestTenderDto) {
    await this.limiter.hit('service-request', user.id, SERVICE_REQUESTS_PER_ACCOUNT);
    return transaction(this.dataSource, async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO accounts.service_request (account_id, kind, tender_id, details) VALUES ($1, 'tender', $2, $3) RETURNING id`,
        [user.id, dto.tenderId ?? null, dto.details],
      )) as Array<{ id: string }>;
      await this.outbox.add(
        manager,
        createEvent(AccountEvents.TenderRequested, {
          aggregateId: row.id,
          actorId: user.id,
          payload: { accountId: user.id, email: user.email, tenderId: dto.tenderId ?? null, details: dto.details },
        }),
      );
      return { requestId: row.id, message: 'Your request has been sent to the Jointly team.' };
    });
  }
}
