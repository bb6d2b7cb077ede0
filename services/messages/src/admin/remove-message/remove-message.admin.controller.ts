import { Body, Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser, Roles } from '@jointly/common/auth';
import { RemoveMessageCommand } from './remove-message.handler';
import { RemoveMessageRequestDto } from './remove-message.request.dto';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/messages')
@Roles('admin')
export class RemoveMessageAdminController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Remove a reported message (audited; the reason is required)' })
  async remove(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: RemoveMessageRequestDto,
  ): Promise<{ id: string }> {
    await this.commands.execute(new RemoveMessageCommand(admin, id, body.reason));
    return { id };
  }
}
