import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

/** plans: names, prices and limits of the plans (edit audited). Loaded on first use. */
export const plans = {
  list: lazy(() => import('./plans').then((m) => ({ default: m.PlanList }))),
  edit: lazy(() => import('./plans').then((m) => ({ default: m.PlanEdit }))),
  icon: WorkspacePremiumIcon,
  recordRepresentation: 'name',
  options: { label: 'Plans' },
};

/** subscriptions: each company's plan; change it (audited). */
export const subscriptions = {
  list: lazy(() => import('./subscriptions').then((m) => ({ default: m.SubscriptionList }))),
  edit: lazy(() => import('./subscriptions').then((m) => ({ default: m.SubscriptionEdit }))),
  icon: CardMembershipIcon,
  recordRepresentation: 'companyName',
  options: { label: 'Subscriptions' },
};

/** invoices: list, show, issue, mark paid, void (audited), PDF. */
export const invoices = {
  list: lazy(() => import('./invoices').then((m) => ({ default: m.InvoiceList }))),
  show: lazy(() => import('./invoices').then((m) => ({ default: m.InvoiceShow }))),
  create: lazy(() => import('./invoices').then((m) => ({ default: m.InvoiceCreate }))),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  options: { label: 'Invoices' },
};
