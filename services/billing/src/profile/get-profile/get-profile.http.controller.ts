import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BillingProfileView } from '@jointly/contracts';
import { AuthenticatedUser, CurrentUser } from '@jointly/common/auth';
import { GetProfileQuery } from './get-profile.query';

/**
 * The billing contact, address and VAT number of the caller's company (or an expert's own). Staff accounts read
 * it; providers and experts change it (update-profile). New invoices copy it; issued ones keep what they were issued with.
 */
@ApiTags('billing')
@ApiBearerAuth()
@Controller('billing/profile')
export class GetProfileController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The caller's company's billing contact, address and VAT number" })
  get(@CurrentUser() caller: AuthenticatedUser): Promise<BillingProfileView> {
    return this.queries.execute(new GetProfileQuery(caller));
  }
}
