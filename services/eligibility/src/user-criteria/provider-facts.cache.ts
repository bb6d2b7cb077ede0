import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { prepareProvider, type PreparedProvider } from '../scoring/provider-facts';
import { passesCategoryGate } from '../scoring/rating-gate';
import { UserCriteriaRepository, type AccountFacts } from './user-criteria.repository';

/** Past this many changed accounts (or a fifth of those held), a catch-up reads everything again. */
const FULL_READ_AT = 10_000;

/** One rated account as tender recalculations read it: its facts prepared once. */
export interface CachedProvider {
  accountId: string;
  provider: PreparedProvider;
}

const cached = (facts: AccountFacts): CachedProvider => ({ accountId: facts.accountId, provider: prepareProvider(facts) });

/**
 * Every rated account's facts in memory, for rating a tender against all providers without reading them all (the
 * database stays the truth). Read in full on first use, then brought up to date before each use by re-reading only
 * the accounts whose rows (answers, company, company profile) were written since the previous read: the rows carry the
 * id of the transaction that wrote them (`written_xid`, set by a trigger), and each read first notes the oldest
 * transaction still running, so a write committed after a read is always picked up by the next one — whichever
 * replica consumed its event. Reads use their own connection: they see committed rows only, never a caller's
 * uncommitted ones. Refreshes run one at a time, so they need one pool connection while callers (the tender consumers'
 * transactions, at most a few partitions each) hold theirs.
 */
@Injectable()
export class ProviderFactsCache implements OnApplicationBootstrap {
  private readonly byAccount = new Map<string, CachedProvider>();
  private sorted: CachedProvider[] | null = null;
  private horizon: string | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly users: UserCriteriaRepository) {}

  /** Read at start, not on the first tender event (a failure leaves it to the first use). */
  onApplicationBootstrap(): void {
    this.all().catch(() => undefined);
  }

  /** Every rated account now, by account id. */
  async all(): Promise<CachedProvider[]> {
    await this.refresh();
    this.sorted ??= [...this.byAccount.values()].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));
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
    return this.byAccount.size;
  }

  /** Brings the accounts up to date (one refresh at a time; a caller waits for the one running, then runs its own). */
  private refresh(): Promise<void> {
    const next = this.pending.then(() => this.catchUp());
    // A failed refresh leaves the state as it was (the horizon moves only after a successful read).
    this.pending = next.catch(() => undefined);
    return next;
  }

  private async catchUp(): Promise<void> {
    const horizon = await this.users.writeHorizon();
    const changed = this.horizon === null ? null : await this.users.accountsWrittenSince(this.horizon);
    if (changed === null || changed.length > Math.max(FULL_READ_AT, this.byAccount.size / 5)) {
      const all = await this.users.findAllFacts();
      this.byAccount.clear();
      for (const facts of all) this.byAccount.set(facts.accountId, cached(facts));
    } else if (!changed.length) {
      this.horizon = horizon;
      return;
    } else {
      const fresh = new Map((await this.users.findFactsOf(changed)).map((facts) => [facts.accountId, facts]));
      for (const accountId of changed) {
        const facts = fresh.get(accountId);
        if (facts) this.byAccount.set(accountId, cached(facts));
        else this.byAccount.delete(accountId);
      }
    }
    this.sorted = null;
    this.horizon = horizon;
  }
}
