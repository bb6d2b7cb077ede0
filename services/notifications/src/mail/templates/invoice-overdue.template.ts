import { appUrl, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface InvoiceOverdueData {
  billingName: string | null;
  number: string;
  totalPence: number;
  currency: string;
  dueDate: string;
  daysOverdue: number;
}

/** A payment reminder to the billing contact of an issued invoice past its due date (InvoiceOverdue from billing). */
export function invoiceOverdueMail(ctx: MailContext, data: InvoiceOverdueData): RenderedMail {
  const number = oneLine(data.number, 40);
  const amount = new Intl.NumberFormat('en-GB', { style: 'currency', currency: data.currency }).format(data.totalPence / 100);
  const days = data.daysOverdue === 1 ? '1 day' : `${data.daysOverdue} days`;
  const layout: MailLayout = {
    preheader: `Invoice ${number} for ${amount} was due on ${data.dueDate}.`,
    heading: `Invoice ${number} is overdue`,
    blocks: [
      { kind: 'paragraph', text: data.billingName ? `Hello ${oneLine(data.billingName, 80)},` : 'Hello,' },
      {
        kind: 'paragraph',
        text: `Our records show invoice ${number} for ${amount} (due ${data.dueDate}) unpaid, ${days} after its due date.`,
      },
      {
        kind: 'paragraph',
        text: `Please pay by bank transfer quoting ${number}. If you have paid already, thank you, and please ignore this reminder.`,
      },
    ],
    action: { label: 'See your invoices', url: appUrl(ctx, '/v3/dashboard/billing') },
    footnote: 'You receive this because you are the billing contact of your company on Jointly.',
  };
  return {
    template: 'invoice-overdue',
    subject: oneLine(`Payment reminder: invoice ${number} is overdue`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
