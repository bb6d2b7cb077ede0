import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { CaughtUpReadModel } from '@jointly/common/read-models';
import { prepareProvider, type PreparedProvider } from '../scoring/provider-facts';
import { passesCategoryGate } from '../scoring/rating-gate';
import { UserCriteriaRepository, type AccountFacts } from './user-criteria.repository';

/** One rated account as tender recalculations read it: its facts prepared once. */
export interface CachedProvider {
  accountId: string;
  provider: PreparedProvider;
}

const cached = (facts: AccountFacts): CachedProvider => ({ accountId: facts.accountId, provider: prepareProvider(facts) });

/**
 * Every rated account's facts in memory, for rating a tender against all providers without reading them all (the
 * database stays the truth): a `CaughtUpReadModel` (read in full on first use, then caught up before each use by
 * re-reading only the accounts whose rows — answers, company, company profile — were written since the previous read,
 * by `written_xid`). Reads use their own connection: they see committed rows only, never a caller's uncommitted ones.
 * Refreshes run one at a time, so they need one pool connection while callers (the tender consumers' transactions, at
 * most a few partitions each) hold theirs.
 */
@Injectable()
export class ProviderFactsCache implements OnApplicationBootstrap {
  private sorted: CachedProvider[] | null = null;
  private readonly accounts = new CaughtUpReadModel<AccountFacts, CachedProvider>(
    {
      writeHorizon: () => this.users.writeHorizon(),
      writtenSince: (horizon) => this.users.accountsWrittenSince(horizon),
      read: (accountIds) => (accountIds === null ? this.users.findAllFacts() : this.users.findFactsOf(accountIds)),
      keyOf: (facts) => facts.accountId,
    },
    cached,
    () => {
      this.sorted = null;
    },
  );

  constructor(private readonly users: UserCriteriaRepository) {}

  /** Read at start, not on the first tender event (a failure leaves it to the first use). */
  onApplicationBootstrap(): void {
    this.all().catch(() => undefined);
  }

  /** Every rated account now, by account id. */
  async all(): Promise<CachedProvider[]> {
    await this.accounts.refresh();
    this.sorted ??= [...this.accounts.entries.values()].sort((a, b) =>
      a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0,
    );
    return this.sorted;
  }

  /** The rated accounts passing a gate (its significant codes, rating-gate.ts; null: every account), by account id. */
  async passing(gate: readonly string[] | null): Promise<CachedProvider[]> {
    const all = await this.all();
    if (gate === null) return all;
    return all.filter((entry) => passesCategoryGate(gate, entry.provider.categories));
  }

  /** How many accounts are held (for tests and diagnostics). */
  get size(): number {
    return this.accounts.size;
  }
}
