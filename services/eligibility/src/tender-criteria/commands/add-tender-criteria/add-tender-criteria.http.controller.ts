import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AddTenderCriteriaResult } from '@jointly/contracts';
import { CurrentUser, RequiresPower, type AuthenticatedUser } from '@jointly/common/auth';
import { AddTenderCriteriaCommand, type AddedTenderCriteria } from './add-tender-criteria.command';
import { AddTenderCriteriaRequestDto } from './add-tender-criteria.request.dto';

@ApiTags('tender-criteria')
@ApiBearerAuth()
@Controller('tender-criteria')
export class AddTenderCriteriaHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(201)
  @RequiresPower('tender-criteria')
  @ApiOperation({
    summary:
      'Add the criteria of a tender or lot (admins, and staff an admin granted the tender-criteria power): 201 when added, 200 when they replace that lot’s criteria',
    description:
      '400 for malformed requirements, 403 without the power (checked per request: a revoked grant stops working at once), 404 when the tender is unknown. Emits TenderCriteriaAdded; ratings follow.',
  })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: AddTenderCriteriaRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AddTenderCriteriaResult> {
    const { criteria, created } = await this.commands.execute<AddTenderCriteriaCommand, AddedTenderCriteria>(
      new AddTenderCriteriaCommand(user, body.tender, body.lot ?? null, body.requirements),
    );
    if (!created) reply.status(200);
    return {
      tenderCriteria: criteria,
      message: created ? 'Tender criteria added successfully!' : 'Tender criteria updated successfully!',
    };
  }
}
