import PDFDocument from 'pdfkit';
import type { InvoiceView } from '@jointly/contracts';
import { formatMoney } from '../invoice-rules';

/**
 * The invoice as PDF (A4, standard Helvetica fonts, nothing downloaded): supplier, number, dates and status, who is
 * billed (contact, address, VAT number as on the invoice), the lines, subtotal, VAT and total, and how to pay.
 * `compress: false` keeps text streams readable for tests.
 */
export function invoicePdf(invoice: InvoiceView, options: { compress?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress: options.compress ?? true,
      info: { Title: `Invoice ${invoice.number}`, Creator: 'Jointly' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const money = (pence: number) => formatMoney(pence, invoice.currency);
    doc.font('Helvetica-Bold').fontSize(20).text(`Invoice ${invoice.number}`);
    doc.moveDown(0.3).font('Helvetica').fontSize(10).text('Jointly');
    doc.moveDown(0.8).fontSize(11);
    doc.text(`Issued: ${invoice.issuedAt.slice(0, 10)}`);
    doc.text(`Period: ${invoice.periodStart} to ${invoice.periodEnd}`);
    doc.text(`Due: ${invoice.dueDate}`);
    doc.text(`Status: ${invoice.status === 'void' ? 'VOID' : invoice.status === 'paid' ? 'Paid' : invoice.overdue ? 'Overdue' : 'Issued'}`);
    doc.moveDown(0.8).font('Helvetica-Bold').text('Billed to');
    doc.font('Helvetica');
    for (const line of [
      invoice.companyName,
      invoice.billingName,
      invoice.billingEmail,
      invoice.billingAddress,
      invoice.vatNumber ? `VAT number: ${invoice.vatNumber}` : null,
    ])
      if (line) doc.text(line);
    doc.moveDown(0.8).font('Helvetica-Bold').text('Description', { continued: false });
    doc.font('Helvetica');
    for (const line of invoice.lines)
      doc.text(`${line.description} — ${line.quantity} × ${money(line.unitPence)} = ${money(line.amountPence)}`);
    doc.moveDown(0.8);
    doc.text(`Subtotal: ${money(invoice.subtotalPence)}`);
    doc.text(`VAT (${invoice.vatRatePercent}%): ${money(invoice.vatPence)}`);
    doc.font('Helvetica-Bold').text(`Total: ${money(invoice.totalPence)}`);
    doc.moveDown(0.8).font('Helvetica').fontSize(9);
    if (invoice.status === 'void') doc.text(`This invoice was voided${invoice.voidReason ? `: ${invoice.voidReason}` : '.'}`);
    else if (invoice.status === 'paid')
      doc.text(`Paid on ${invoice.paidAt?.slice(0, 10)} (${invoice.paymentMethod === 'card' ? 'card' : 'bank transfer'}).`);
    else doc.text(`Please pay by bank transfer quoting ${invoice.number}, or by card from your billing page.`);
    doc.end();
  });
}
