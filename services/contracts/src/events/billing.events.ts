import { defineEvent } from './envelope';
import type { PlanLimits } from '../api/billing';

/**
 * A plan's name or limits were set (an admin edited it in the console). Every service that enforces a limit keeps
 * the plan's limits in its own read model from this event (common/limits, PlanLimitsConsumer).
 */
export interface PlanUpdated {
  planCode: string;
  name: string;
  limits: PlanLimits;
}

/** A company moved to another plan (an admin changed its subscription, or a card payment completed). */
export interface CompanyPlanChanged {
  companyId: string;
  planCode: string;
  previousPlanCode: string | null;
  /** The new plan's limits at the time of the change (a consumer that missed PlanUpdated still has them). */
  limits: PlanLimits;
}

/** An invoice was issued to a company (its number is final: numbers are gapless). */
export interface InvoiceIssued {
  invoiceId: string;
  number: string;
  companyId: string;
  totalPence: number;
  currency: string;
  dueDate: string;
}

/** An invoice was paid (marked by an admin for a bank transfer, or by a verified card payment). */
export interface InvoicePaid {
  invoiceId: string;
  number: string;
  companyId: string;
  method: 'bank-transfer' | 'card';
}

/** An invoice was voided by an admin (its number stays used). */
export interface InvoiceVoided {
  invoiceId: string;
  number: string;
  companyId: string;
  reason: string;
}

/**
 * An issued invoice is past its due date and unpaid: one reminder per invoice and reminder day. Notifications sends
 * the e-mail to the billing contact.
 */
export interface InvoiceOverdue {
  invoiceId: string;
  reminderId: string;
  number: string;
  companyId: string;
  billingEmail: string;
  billingName: string | null;
  totalPence: number;
  currency: string;
  dueDate: string;
  daysOverdue: number;
}

export const BillingEvents = {
  PlanUpdated: defineEvent<PlanUpdated>('billing', 'plan', 'updated'),
  CompanyPlanChanged: defineEvent<CompanyPlanChanged>('billing', 'subscription', 'plan-changed'),
  InvoiceIssued: defineEvent<InvoiceIssued>('billing', 'invoice', 'issued'),
  InvoicePaid: defineEvent<InvoicePaid>('billing', 'invoice', 'paid'),
  InvoiceVoided: defineEvent<InvoiceVoided>('billing', 'invoice', 'voided'),
  InvoiceOverdue: defineEvent<InvoiceOverdue>('billing', 'invoice', 'overdue'),
} as const;
