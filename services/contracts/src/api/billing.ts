/** The limits a plan sets, one number each; `null` means unlimited. */
export interface PlanLimits {
  /** Accounts (seats) per company. */
  seats: number | null;
  /** Saved searches with e-mail alerts. */
  savedSearchAlerts: number | null;
  /** Consortiums the company leads. */
  activeConsortiums: number | null;
  /** Workspaces of the company not submitted or archived. */
  openWorkspaces: number | null;
  /** Expert invitations the company sends per calendar month. */
  expertInvitationsPerMonth: number | null;
  /** Stored files, in megabytes: the company's documents and message attachments together. */
  storageMb: number | null;
}

export type PlanLimitKey = keyof PlanLimits;

export const PLAN_LIMIT_KEYS: readonly PlanLimitKey[] = [
  'seats',
  'savedSearchAlerts',
  'activeConsortiums',
  'openWorkspaces',
  'expertInvitationsPerMonth',
  'storageMb',
] as const;

/** How each limit is named to people ("You have reached your plan's limit of 1 active consortium"). */
export const PLAN_LIMIT_LABELS: Readonly<Record<PlanLimitKey, { one: string; many: string }>> = {
  seats: { one: 'seat', many: 'seats' },
  savedSearchAlerts: { one: 'saved search with alerts', many: 'saved searches with alerts' },
  activeConsortiums: { one: 'active consortium', many: 'active consortiums' },
  openWorkspaces: { one: 'open workspace', many: 'open workspaces' },
  expertInvitationsPerMonth: { one: 'expert invitation per month', many: 'expert invitations per month' },
  storageMb: { one: 'MB of storage', many: 'MB of storage' },
};

/** The plan every company is on until billing says otherwise. */
export const DEFAULT_PLAN_CODE = 'free';

/**
 * The plans the platform starts with (the billing migration seeds them; admins edit them in the console). Services
 * that enforce limits fall back to these until billing's PlanUpdated events arrive.
 */
export const DEFAULT_PLANS: ReadonlyArray<{ code: string; name: string; pricePence: number; limits: PlanLimits }> = [
  {
    code: 'free',
    name: 'Free',
    pricePence: 0,
    limits: { seats: 2, savedSearchAlerts: 1, activeConsortiums: 1, openWorkspaces: 2, expertInvitationsPerMonth: 3, storageMb: 100 },
  },
  {
    code: 'team',
    name: 'Team',
    pricePence: 4900,
    limits: { seats: 10, savedSearchAlerts: 10, activeConsortiums: 5, openWorkspaces: 20, expertInvitationsPerMonth: 30, storageMb: 5000 },
  },
  {
    code: 'consortium',
    name: 'Consortium',
    pricePence: 14900,
    limits: {
      seats: 50,
      savedSearchAlerts: null,
      activeConsortiums: null,
      openWorkspaces: null,
      expertInvitationsPerMonth: 200,
      storageMb: 50000,
    },
  },
];

/** The limits of a default plan (free when the code is unknown). */
export function defaultPlanLimits(planCode: string): PlanLimits {
  return (DEFAULT_PLANS.find((p) => p.code === planCode) ?? DEFAULT_PLANS[0]).limits;
}

export interface PlanView {
  code: string;
  name: string;
  /** Monthly price before VAT, in pence. */
  pricePence: number;
  limits: PlanLimits;
  sortOrder: number;
  /** Whether companies can ask to move to it. */
  active: boolean;
}

export type InvoiceStatus = 'issued' | 'paid' | 'void';

export interface InvoiceLineView {
  description: string;
  quantity: number;
  unitPence: number;
  amountPence: number;
}

export interface InvoiceView {
  id: string;
  number: string;
  companyId: string;
  companyName: string | null;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  dueDate: string;
  status: InvoiceStatus;
  /** Issued, unpaid and past its due date. */
  overdue: boolean;
  currency: string;
  lines: InvoiceLineView[];
  subtotalPence: number;
  vatRatePercent: number;
  vatPence: number;
  totalPence: number;
  paidAt: string | null;
  paymentMethod: 'bank-transfer' | 'card' | null;
  voidedAt: string | null;
  voidReason: string | null;
  billingName: string | null;
  billingEmail: string | null;
  billingAddress: string | null;
  vatNumber: string | null;
}

export interface BillingProfileView {
  companyId: string;
  contactName: string | null;
  contactEmail: string | null;
  address: string | null;
  vatNumber: string | null;
  updatedAt: string | null;
}

/** A company's usage of one limit, as the owning service counts it. */
export interface PlanUsage {
  limit: PlanLimitKey;
  used: number;
  max: number | null;
}

export interface SubscriptionView {
  companyId: string;
  plan: PlanView;
  since: string | null;
  /** A change the company asked for and an admin has not made yet. */
  requestedPlanCode: string | null;
  requestedAt: string | null;
  /** Whether card payment (Stripe Checkout) is available on this deployment. */
  cardPayments: boolean;
}
