import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { EntityManager } from 'typeorm';
import { BillingEvents, type InvoiceView } from '@jointly/contracts';
import { recordAdminAction } from '@jointly/common/audit';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { ConflictError } from '@jointly/common/errors';
import { OutboxService, createEvent } from '@jointly/common/events';
import { InvoiceRepository } from '../invoice.repository';

export class MarkInvoicePaidCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly invoiceId: string,
  ) {}
}

/** Marks an issued invoice paid in the caller's transaction and publishes InvoicePaid; false when it was already paid. */
export async function markInvoicePaid(
  invoices: InvoiceRepository,
  outbox: OutboxService,
  manager: EntityManager,
  invoiceId: string,
  method: 'bank-transfer' | 'card',
  actorId: string | null,
): Promise<boolean> {
  const invoice = await invoices.get(invoiceId, manager, true);
  if (invoice.status === 'paid') return false;
  if (invoice.status === 'void') throw new ConflictError(`Invoice ${invoice.number} is void and cannot be paid.`, 'INVOICE.VOID');
  await invoices.markPaid(manager, invoiceId, method);
  await outbox.add(
    manager,
    createEvent(BillingEvents.InvoicePaid, {
      aggregateId: invoiceId,
      actorId,
      payload: { invoiceId, number: invoice.number, companyId: invoice.companyId, method },
    }),
  );
  return true;
}

/** An admin records a bank transfer: the invoice is paid (audited). Marking a paid invoice again is a no-op. */
@CommandHandler(MarkInvoicePaidCommand)
export class MarkInvoicePaidHandler implements ICommandHandler<MarkInvoicePaidCommand, InvoiceView> {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly outbox: OutboxService,
  ) {}

  async execute({ admin, invoiceId }: MarkInvoicePaidCommand): Promise<InvoiceView> {
    await transaction(this.invoices.dataSource, async (manager) => {
      if (!(await markInvoicePaid(this.invoices, this.outbox, manager, invoiceId, 'bank-transfer', admin.id))) return;
      const invoice = await this.invoices.get(invoiceId, manager);
      await recordAdminAction(this.outbox, manager, {
        actor: { id: admin.id, email: admin.email },
        action: 'invoice.mark-paid',
        resource: 'invoices',
        resourceId: invoiceId,
        summary: `Marked invoice ${invoice.number} paid (bank transfer)`,
        changes: { status: { from: 'issued', to: 'paid' } },
      });
    });
    return this.invoices.get(invoiceId);
  }
}
