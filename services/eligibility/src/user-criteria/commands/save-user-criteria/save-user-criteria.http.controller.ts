import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { SaveUserCriteriaResult } from '@jointly/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '@jointly/common/auth';
import { sentFields } from '../../../shared/criteria-fields';
import { USER_CRITERIA_FIELDS } from '../../user-criteria.entity';
import { SaveUserCriteriaCommand, type SavedUserCriteria } from './save-user-criteria.command';
import { SaveUserCriteriaRequestDto } from './save-user-criteria.request.dto';

@ApiTags('user-criteria')
@ApiBearerAuth()
@Controller('user-criteria')
export class SaveUserCriteriaHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('add')
  @HttpCode(200)
  @ApiResponse({ status: 200, description: 'Updated' })
  @ApiResponse({ status: 201, description: 'Created' })
  @Roles('provider')
  @ApiOperation({
    summary: "Save the caller's criteria (providers): 201 when created, 200 when updated",
    description: 'Fields not sent keep their values; null clears a field. Emits UserCriteriaChanged when something changed.',
  })
  async save(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SaveUserCriteriaRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SaveUserCriteriaResult> {
    const { criteria, created } = await this.commands.execute<SaveUserCriteriaCommand, SavedUserCriteria>(
      new SaveUserCriteriaCommand(user, sentFields(body, USER_CRITERIA_FIELDS)),
    );
    if (created) reply.status(201);
    return { userCriteria: criteria, message: 'Criteria saved successfully!' };
  }
}
