import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import type { AccountView } from '../../account/account.entity';
import { ACCOUNT_ROUTES, uuidParam } from '../../shared/routes';
import { UpdateAccountRequestDto } from '../profile.request.dto';
import { UpdateAccountCommand } from './update-account.handler';

@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller(ACCOUNT_ROUTES)
export class UpdateAccountController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update/:id')
  @ApiOperation({ summary: 'Update an account’s own details (the owner or an admin)' })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', uuidParam('id')) id: string,
    @Body() dto: UpdateAccountRequestDto,
  ): Promise<{ user: AccountView; message: string }> {
    return this.commands.execute(new UpdateAccountCommand(user, id, dto));
  }
}
