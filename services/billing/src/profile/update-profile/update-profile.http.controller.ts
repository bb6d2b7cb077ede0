import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BillingProfileView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { ForbiddenError } from '@jointly/common/errors';
import { transaction } from '@jointly/common/database';
import { billingPartyOf } from '../../shared/billing-party';
import { ProfileRepository } from '../profile.repository';
import { UpdateProfileRequestDto } from './update-profile.request.dto';

/**
 * The billing contact, address and VAT number of the caller's company (or an expert's own). Staff accounts read
 * it; providers and experts change it. New invoices copy it; issued ones keep what they were issued with.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/profile')
export class BillingProfileController {
  constructor(private readonly profiles: ProfileRepository) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's billing contact, address and VAT number" })
  get(@CurrentUser() caller: AuthenticatedUser): Promise<BillingProfileView> {
    return this.profiles.get(billingPartyOf(caller));
  }

  @Put()
  @ApiOperation({ summary: 'Replace the billing contact, address and VAT number (providers and experts)' })
  async update(@CurrentUser() caller: AuthenticatedUser, @Body() body: UpdateProfileRequestDto): Promise<BillingProfileView> {
    const partyId = billingPartyOf(caller);
    if (caller.role === 'staff') throw new ForbiddenError("Only the company's owner can change its billing details.", 'BILLING.NOT_OWNER');
    await transaction(this.profiles.dataSource, (manager) =>
      this.profiles.save(
        manager,
        partyId,
        {
          contactName: body.contactName ?? null,
          contactEmail: body.contactEmail ?? null,
          address: body.address ?? null,
          vatNumber: body.vatNumber ?? null,
        },
        caller.id,
      ),
    );
    return this.profiles.get(partyId);
  }
}
