import { Body, Controller, Get, Param, ParseUUIDPipe, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { InvalidInputError } from '@jointly/common/errors';
import { UpdateAccountRequestDto, UpdateCompanyProfileRequestDto } from './profile.request.dto';
import { ProfileService } from './profile.service';

export const uuidParam = (name: string) =>
  new ParseUUIDPipe({ exceptionFactory: () => new InvalidInputError(`${name} must be a UUID.`, 'REQUEST.INVALID_ID') });

@ApiTags('accounts: profile')
@ApiBearerAuth()
@Controller('account')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('me')
  @ApiOperation({ summary: 'The signed-in account and its company' })
  me(@CurrentUser() user: AuthenticatedUser) {
    return this.profiles.me(user);
  }

  @Patch('update/:id')
  @ApiOperation({ summary: 'Update an account’s own details (the owner or an admin)' })
  update(@CurrentUser() user: AuthenticatedUser, @Param('id', uuidParam('id')) id: string, @Body() dto: UpdateAccountRequestDto) {
    return this.profiles.updateAccount(user, id, dto);
  }

  @Patch('update-profile')
  @ApiOperation({ summary: 'Update the provider’s company profile; answers the fields to merge into the stored partner' })
  updateProfile(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdateCompanyProfileRequestDto) {
    return this.profiles.updateCompany(user, dto);
  }
}
