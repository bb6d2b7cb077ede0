import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { isOpenTender, type TenderRequirement } from '@jointly/contracts';
import { TenderSummaryStore, type TenderSummaryRow } from '../tender-summary/tender-summary.store';
import { ratingSets } from './eligibility-recalculator';

/** Past this many changed tenders (or a fifth of those held), a catch-up reads everything again. */
const FULL_READ_AT = 10_000;

/** One rated open tender as the 59To0 list reads it: what a rating lists, and the sets it is rated by. */
export interface CachedTender {
  tenderId: string;
  title: string;
  buyerName: string | null;
  status: TenderSummaryRow['status'];
  closingDate: Date | null;
  /** Its added criteria's requirement sets, else its derived ones (`ratingSets`); built once, read-only. */
  sets: TenderRequirement[][];
}

/** Sooner closing date first (undated last), then the tender id: the order of `byRatingThenClosing` within a rating. */
export function byClosingThenId(a: CachedTender, b: CachedTender): number {
  const ac = a.closingDate?.getTime() ?? Infinity;
  const bc = b.closingDate?.getTime() ?? Infinity;
  if (ac !== bc) return ac < bc ? -1 : 1;
  return a.tenderId < b.tenderId ? -1 : a.tenderId > b.tenderId ? 1 : 0;
}

const cached = ({ tender, added }: { tender: TenderSummaryRow; added: TenderRequirement[][] }): CachedTender => ({
  tenderId: tender.tenderId,
  title: tender.title,
  buyerName: tender.buyerName,
  status: tender.status,
  closingDate: tender.closingDate,
  sets: ratingSets(tender, added),
});

/**
 * Every rated open tender's rating inputs in memory (summary fields a list shows, requirement sets built once), for
 * the 59To0 list (`ProviderRatingsReader.lowBand`) without reading and deriving tens of thousands of tenders per
 * request. The database stays the truth: read in full at start, then brought up to date before each use by re-reading
 * only the tenders whose summary or added criteria were written since the previous read (`written_xid`, set by a
 * trigger; each read first notes the oldest running transaction, so a write committed after a read is picked up by
 * the next one whichever replica consumed its event), as `ProviderFactsCache` does for providers. A tender whose
 * closing date passes is left out at read time (`open`). Reads use their own connection (committed rows only).
 */
@Injectable()
export class TenderRatingSetsCache implements OnApplicationBootstrap {
  private readonly byTender = new Map<string, CachedTender>();
  private list: CachedTender[] | null = null;
  private horizon: string | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly tenders: TenderSummaryStore) {}

  /** Read at start (a failure leaves it to the first use). */
  onApplicationBootstrap(): void {
    this.open().catch(() => undefined);
  }

  /** The rated tenders open now (brought up to date first), sooner closing first, then by id (`byClosingThenId`). */
  async open(now: Date = new Date()): Promise<CachedTender[]> {
    await this.refresh();
    this.list ??= [...this.byTender.values()].sort(byClosingThenId);
    const open: CachedTender[] = [];
    let passed = false;
    for (const tender of this.list)
      if (isOpenTender(tender, now)) open.push(tender);
      else {
        // Its closing date passed: it stays closed unless its row is written again (then caught up).
        this.byTender.delete(tender.tenderId);
        passed = true;
      }
    if (passed) this.list = open;
    return open;
  }

  /** How many tenders are held (for tests and diagnostics). */
  get size(): number {
    return this.byTender.size;
  }

  /** Brings the tenders up to date (one refresh at a time; a caller waits for the one running, then runs its own). */
  private refresh(): Promise<void> {
    const next = this.pending.then(() => this.catchUp());
    // A failed refresh leaves the state as it was (the horizon moves only after a successful read).
    this.pending = next.catch(() => undefined);
    return next;
  }

  private async catchUp(): Promise<void> {
    const horizon = await this.tenders.writeHorizon();
    const changed = this.horizon === null ? null : await this.tenders.tendersWrittenSince(this.horizon);
    if (changed === null || changed.length > Math.max(FULL_READ_AT, this.byTender.size / 5)) {
      const all = await this.tenders.findRatingInputs(null);
      this.byTender.clear();
      for (const inputs of all) this.byTender.set(inputs.tender.tenderId, cached(inputs));
    } else if (!changed.length) {
      this.horizon = horizon;
      return;
    } else {
      const fresh = new Map((await this.tenders.findRatingInputs(changed)).map((inputs) => [inputs.tender.tenderId, inputs]));
      for (const tenderId of changed) {
        const inputs = fresh.get(tenderId);
        // Rated and open now: (re)built; otherwise (closed, nothing to rate by) no longer listed.
        if (inputs) this.byTender.set(tenderId, cached(inputs));
        else this.byTender.delete(tenderId);
      }
    }
    this.list = null;
    this.horizon = horizon;
  }
}
