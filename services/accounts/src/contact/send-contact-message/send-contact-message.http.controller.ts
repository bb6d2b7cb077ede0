import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import { SendContactMessageCommand } from './send-contact-message.handler';
import { SendContactMessageRequestDto } from './send-contact-message.request.dto';

/** POST /contact/create: the contact-us form. */
@ApiTags('accounts: public forms')
@Controller('contact')
export class SendContactMessageController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a message to the Jointly team' })
  create(@Body() dto: SendContactMessageRequestDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.commands.execute(new SendContactMessageCommand(dto, ip));
  }
}
