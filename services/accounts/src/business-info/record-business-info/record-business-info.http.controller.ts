import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { UpdateCompanyProfileRequestDto } from '../../profile/profile.request.dto';
import { RecordBusinessInfoCommand, type BusinessInfoRecorded } from './record-business-info.handler';

/** POST /business-info/create. */
@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller('business-info')
export class RecordBusinessInfoController {
  constructor(private readonly commands: CommandBus) {}

  @Post('create')
  @ApiOperation({ summary: 'Record the company’s business facts (providers)' })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdateCompanyProfileRequestDto): Promise<BusinessInfoRecorded> {
    return this.commands.execute(new RecordBusinessInfoCommand(user, dto));
  }
}
