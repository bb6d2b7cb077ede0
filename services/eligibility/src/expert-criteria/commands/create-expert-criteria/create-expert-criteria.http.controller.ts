import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SaveExpertCriteriaResult } from '@jointly/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '@jointly/common/auth';
import { sentFields } from '../../../shared/criteria-fields';
import { EXPERT_CRITERIA_FIELDS } from '../../expert-criteria.entity';
import { CreateExpertCriteriaCommand } from './create-expert-criteria.command';
import { CreateExpertCriteriaRequestDto } from './create-expert-criteria.request.dto';

@ApiTags('expert-criteria')
@ApiBearerAuth()
@Controller('expert-criteria')
export class CreateExpertCriteriaHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @HttpCode(201)
  @Roles('expert')
  @ApiOperation({ summary: "Create the caller's expert criteria (experts; once: 409 when they exist)" })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateExpertCriteriaRequestDto): Promise<SaveExpertCriteriaResult> {
    const criteria = await this.commands.execute(new CreateExpertCriteriaCommand(user, sentFields(body, EXPERT_CRITERIA_FIELDS)));
    return { expertCriteria: criteria, message: 'Expert criteria created successfully!' };
  }
}
