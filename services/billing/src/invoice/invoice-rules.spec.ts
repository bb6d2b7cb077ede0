import { daysOverdue, formatInvoiceNumber, formatMoney, invoiceAmounts, reminderDue } from './invoice-rules';

describe('invoice rules', () => {
  it('prices lines, rounds VAT half up on the subtotal and totals', () => {
    const amounts = invoiceAmounts(
      [
        { description: 'Team plan, March', quantity: 1, unitPence: 4900 },
        { description: 'Extra seats', quantity: 3, unitPence: 333 },
      ],
      20,
    );
    expect(amounts.lines.map((l) => l.amountPence)).toEqual([4900, 999]);
    expect(amounts.subtotalPence).toBe(5899);
    expect(amounts.vatPence).toBe(1180); // 1179.8 → 1180
    expect(amounts.totalPence).toBe(7079);
    expect(invoiceAmounts([{ description: 'x', quantity: 1, unitPence: 25 }], 20).vatPence).toBe(5);
    expect(invoiceAmounts([{ description: 'x', quantity: 1, unitPence: 2 }], 17.5).vatPence).toBe(0); // 0.35 → 0
    expect(invoiceAmounts([{ description: 'x', quantity: 1, unitPence: 2 }], 25).vatPence).toBe(1); // 0.5 → 1
  });

  it('refuses an invoice without lines or with a rate out of range', () => {
    expect(() => invoiceAmounts([], 20)).toThrow('at least one line');
    expect(() => invoiceAmounts([{ description: 'x', quantity: 1, unitPence: 1 }], 101)).toThrow('VAT rate');
  });

  it('numbers invoices per year with six digits', () => {
    expect(formatInvoiceNumber(2026, 7)).toBe('JNT-2026-000007');
    expect(formatInvoiceNumber(2027, 123456)).toBe('JNT-2027-123456');
  });

  it('counts days overdue and reminds on day 1, 8, 15…', () => {
    expect(daysOverdue('2026-03-01', '2026-02-28')).toBe(0);
    expect(daysOverdue('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysOverdue('2026-03-01', '2026-03-09')).toBe(8);
    expect(
      [0, 1, 2, 7, 8, 9, 15].map((d) => reminderDue('2026-03-01', new Date(Date.UTC(2026, 2, 1 + d)).toISOString().slice(0, 10))),
    ).toEqual([false, true, false, false, true, false, true]);
  });

  it('formats money in pounds', () => {
    expect(formatMoney(123456)).toBe('£1,234.56');
  });
});
