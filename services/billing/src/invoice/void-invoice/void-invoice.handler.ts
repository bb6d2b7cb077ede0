import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BillingEvents, type InvoiceView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { InvoiceRepository } from '../invoice.repository';

export class VoidInvoiceCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly invoiceId: string,
    readonly reason: string,
  ) {}
}

/** An admin voids an issued invoice (audited, with the reason); its number stays used. A paid invoice cannot be voided. */
@CommandHandler(VoidInvoiceCommand)
export class VoidInvoiceHandler implements ICommandHandler<VoidInvoiceCommand, InvoiceView> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ admin, invoiceId, reason }: VoidInvoiceCommand): Promise<InvoiceView> {
    await transaction(this.invoices.dataSource, async (manager) => {
      const invoice = await this.invoices.get(invoiceId, manager, true);
      if (invoice.status === 'void') return;
      if (invoice.status === 'paid') throw new ConflictError(`Invoice ${invoice.number} is paid; it cannot be voided.`, 'INVOICE.PAID');
      await this.invoices.markVoid(manager, invoiceId, reason);
      await this.outbox.add(
        manager,
        createEvent(BillingEvents.InvoiceVoided, {
          aggregateId: invoiceId,
          actorId: admin.id,
          payload: { invoiceId, number: invoice.number, companyId: invoice.companyId, reason },
        }),
      );
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'invoice.void',
        resource: 'invoices',
        resourceId: invoiceId,
        summary: `Voided invoice ${invoice.number}: ${reason}`,
        changes: { status: { from: 'issued', to: 'void' } },
      });
    });
    return this.invoices.get(invoiceId);
  }
}
