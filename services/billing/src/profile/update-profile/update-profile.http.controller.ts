import { Body, Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BillingProfileView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { UpdateProfileCommand } from './update-profile.command';
import { UpdateProfileRequestDto } from './update-profile.request.dto';

@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/profile')
export class UpdateProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  @ApiOperation({ summary: 'Replace the billing contact, address and VAT number (providers and experts)' })
  update(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileRequestDto): Promise<BillingProfileView> {
    return this.commands.execute(
      new UpdateProfileCommand(caller, {
        contactName: body.contactName ?? null,
        contactEmail: body.contactEmail ?? null,
        address: body.address ?? null,
        vatNumber: body.vatNumber ?? null,
      }),
    );
  }
}
