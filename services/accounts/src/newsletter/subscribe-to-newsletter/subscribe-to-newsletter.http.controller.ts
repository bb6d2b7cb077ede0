import { Body, Controller, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@jointly/common/auth';
import { SubscribeToNewsletterCommand } from './subscribe-to-newsletter.handler';
import { SubscribeToNewsletterRequestDto } from './subscribe-to-newsletter.request.dto';

@ApiTags('accounts: public forms')
@Controller('newsletter')
export class SubscribeToNewsletterController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @Post('create')
  @HttpCode(200)
  @ApiOperation({ summary: 'Subscribe to the newsletter (subscribing twice changes nothing)' })
  create(@Body() dto: SubscribeToNewsletterRequestDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.commands.execute(new SubscribeToNewsletterCommand(dto.email, ip));
  }
}
