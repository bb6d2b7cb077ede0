import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ConsortiumRequestView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { AnswerRequestCommand } from './answer-request.handler';
import { AnswerRequestRequestDto } from './answer-request.request.dto';

@ApiTags('consortium requests')
@ApiBearerAuth()
@Controller('consortium-request')
export class AnswerRequestController {
  constructor(private readonly commands: CommandBus) {}

  @Patch('update/:id')
  @ApiOperation({ summary: "Accept ('Approve') or decline ('Rejected') a pending invitation (the invited company or an admin)" })
  async answer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: AnswerRequestRequestDto,
  ): Promise<{ consortiumRequest: ConsortiumRequestView; message: string }> {
    const consortiumRequest = await this.commands.execute<AnswerRequestCommand, ConsortiumRequestView>(
      new AnswerRequestCommand(user, id, body.status),
    );
    return { consortiumRequest, message: 'Request updated successfully' };
  }
}
