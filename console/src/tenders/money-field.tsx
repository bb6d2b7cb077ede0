import { FunctionField } from 'react-admin';

/** "£1,250,000" in the tender's own currency (GBP when it has none); "—" without a value. */
export function formatMoney(value: unknown, currency: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const amount = Number(value);
  if (!Number.isFinite(amount)) return '—';
  const code = typeof currency === 'string' && /^[A-Z]{3}$/.test(currency) ? currency : 'GBP';
  return amount.toLocaleString('en-GB', { style: 'currency', currency: code, maximumFractionDigits: 0 });
}

export function MoneyField({ label = 'Value' }: { label?: string; source?: string }) {
  return <FunctionField label={label} render={(record) => formatMoney(record.value, record.currency)} />;
}
