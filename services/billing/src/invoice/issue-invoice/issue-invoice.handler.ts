import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingEvents, type InvoiceView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { APP_CONFIG, type AppConfig } from '@jointly/common/config';
import { transaction } from '@jointly/common/database';
import { InvalidInputError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { ProfileRepository } from '../../profile/profile.repository';
import { invoiceAmounts, type InvoiceLineInput } from '../invoice-rules';
import { InvoiceRepository } from '../invoice.repository';

export class IssueInvoiceCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly partyId: string,
    readonly periodStart: string,
    readonly periodEnd: string,
    readonly lines: InvoiceLineInput[],
  ) {}
}

/**
 * An admin issues an invoice to a company (audited): the next gapless number of the year, VAT at BILLING_VAT_PERCENT,
 * due INVOICE_DUE_DAYS later, and the company's billing contact, address and VAT number copied onto it (an invoice
 * never changes after issue). Publishes InvoiceIssued.
 */
@CommandHandler(IssueInvoiceCommand)
export class IssueInvoiceHandler implements ICommandHandler<IssueInvoiceCommand, InvoiceView> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly profiles: ProfileRepository,
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ admin, partyId, periodStart, periodEnd, lines }: IssueInvoiceCommand): Promise<InvoiceView> {
    if (periodEnd < periodStart) throw new InvalidInputError('periodEnd must not be before periodStart.', 'INVOICE.PERIOD');
    const vatRatePercent = this.config.billingVatPercent;
    const amounts = invoiceAmounts(lines, vatRatePercent);
    const id = await transaction(this.invoices.dataSource, async (manager) => {
      const profile = await this.profiles.get(partyId, manager);
      const now = new Date();
      const dueDate = new Date(now.getTime() + this.config.invoiceDueDays * 86_400_000).toISOString().slice(0, 10);
      const number = await this.invoices.nextNumber(manager, now.getUTCFullYear());
      const id = await this.invoices.insert(manager, number, {
        partyId,
        periodStart,
        periodEnd,
        dueDate,
        vatRatePercent,
        amounts,
        billing: { name: profile.contactName, email: profile.contactEmail, address: profile.address, vatNumber: profile.vatNumber },
        issuedBy: admin.id,
      });
      await this.outbox.add(
        manager,
        createEvent(BillingEvents.InvoiceIssued, {
          aggregateId: id,
          actorId: admin.id,
          payload: { invoiceId: id, number, companyId: partyId, totalPence: amounts.totalPence, currency: 'GBP', dueDate },
        }),
      );
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'invoice.issue',
        resource: 'invoices',
        resourceId: id,
        summary: `Issued invoice ${number} to company ${partyId}`,
      });
      return id;
    });
    return this.invoices.get(id);
  }
}
