import { InvalidInputError } from '@jointly/common/errors';

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitPence: number;
}

export interface InvoiceAmounts {
  lines: Array<InvoiceLineInput & { amountPence: number }>;
  subtotalPence: number;
  vatPence: number;
  totalPence: number;
}

/**
 * Line amounts (quantity × unit price), the subtotal, VAT on the subtotal rounded half up to the penny (HMRC allows
 * rounding the invoice's VAT total), and the total. Amounts are whole pence.
 */
export function invoiceAmounts(lines: InvoiceLineInput[], vatRatePercent: number): InvoiceAmounts {
  if (!lines.length) throw new InvalidInputError('An invoice needs at least one line.', 'INVOICE.NO_LINES');
  if (!(vatRatePercent >= 0 && vatRatePercent <= 100))
    throw new InvalidInputError('VAT rate must be between 0 and 100 %.', 'INVOICE.VAT_RATE');
  const priced = lines.map((line) => ({ ...line, amountPence: line.quantity * line.unitPence }));
  const subtotalPence = priced.reduce((sum, line) => sum + line.amountPence, 0);
  if (!Number.isSafeInteger(subtotalPence) || subtotalPence > 10_000_000_000)
    throw new InvalidInputError('The invoice total is too large.', 'INVOICE.TOO_LARGE');
  // Integer arithmetic: rate in hundredths of a percent, half up.
  const vatPence = Math.floor((subtotalPence * Math.round(vatRatePercent * 100) + 5000) / 10000);
  return { lines: priced, subtotalPence, vatPence, totalPence: subtotalPence + vatPence };
}

/** `JNT-<year>-<six digits>`: numbers run per calendar year without gaps. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `JNT-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Whole days an invoice is past its due date on `today` (0 when not yet due). Dates are `YYYY-MM-DD` (UTC). */
export function daysOverdue(dueDate: string, today: string): number {
  const ms = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.max(0, Math.floor(ms / 86_400_000));
}

/** Reminders go out on the first day overdue, then every seven days. */
export function reminderDue(dueDate: string, today: string): boolean {
  const days = daysOverdue(dueDate, today);
  return days >= 1 && (days - 1) % 7 === 0;
}

/** Pence as money for people: `£1,234.56`. */
export function formatMoney(pence: number, currency = 'GBP'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);
}
