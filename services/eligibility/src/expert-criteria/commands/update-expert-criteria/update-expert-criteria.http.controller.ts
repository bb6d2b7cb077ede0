import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SaveExpertCriteriaResult } from '@jointly/contracts';
import { CurrentUser, type AuthenticatedUser } from '@jointly/common/auth';
import { CriteriaIdParamDto } from '../../../shared/criteria-id.request.dto';
import { sentFields } from '../../../shared/criteria-fields';
import { EXPERT_CRITERIA_FIELDS } from '../../expert-criteria.entity';
import { UpdateExpertCriteriaCommand } from './update-expert-criteria.command';
import { UpdateExpertCriteriaRequestDto } from './update-expert-criteria.request.dto';

@ApiTags('expert-criteria')
@ApiBearerAuth()
@Controller('expert-criteria')
export class UpdateExpertCriteriaHttpController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update/:id')
  @ApiOperation({ summary: 'Change some fields of expert criteria (their expert or an admin); null clears a field' })
  async update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: CriteriaIdParamDto,
    @Body() body: UpdateExpertCriteriaRequestDto,
  ): Promise<SaveExpertCriteriaResult> {
    const criteria = await this.commands.execute(new UpdateExpertCriteriaCommand(user, id, sentFields(body, EXPERT_CRITERIA_FIELDS)));
    return { expertCriteria: criteria, message: 'Expert criteria updated successfully!' };
  }
}
