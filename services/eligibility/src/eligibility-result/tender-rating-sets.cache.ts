import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { TenderRequirement } from '@jointly/contracts';
import { CaughtUpReadModel } from '@jointly/common/read-models';
import { TenderSummaryStore, type TenderSummaryRow } from '../tender-summary/tender-summary.store';
import { ratingSets } from './eligibility-recalculator';

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

type RatingInputs = { tender: TenderSummaryRow; added: TenderRequirement[][] };

const cached = ({ tender, added }: RatingInputs): CachedTender => ({
  tenderId: tender.tenderId,
  title: tender.title,
  buyerName: tender.buyerName,
  status: tender.status,
  closingDate: tender.closingDate,
  sets: ratingSets(tender, added),
});

/** Rated open tenders at one moment (never changed once built; a change builds another). */
export interface OpenTenders {
  /** Sooner closing first (undated last), then by id. */
  readonly tenders: readonly CachedTender[];
  /** Each tender's index in `tenders`. */
  readonly position: ReadonlyMap<string, number>;
}

const snapshotOf = (tenders: CachedTender[]): OpenTenders => ({
  tenders,
  position: new Map(tenders.map((tender, i) => [tender.tenderId, i])),
});

/**
 * The index of the first tender still open at `now` in a list in closing order (all held tenders are active: a status
 * change is caught up): those before it have a closing date at or before `now` (isOpenTender's rule).
 */
function firstOpen(tenders: readonly CachedTender[], now: Date): number {
  const at = now.getTime();
  let low = 0;
  let high = tenders.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const closing = tenders[mid].closingDate;
    if (closing !== null && closing.getTime() <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Every rated open tender's rating inputs in memory (summary fields a list shows, requirement sets built once), for
 * the 59To0 list (`ProviderRatingsReader.lowBand`) without reading and deriving tens of thousands of tenders per
 * request. The database stays the truth: a `CaughtUpReadModel`, as `ProviderFactsCache` is for providers (read in full
 * at start, then caught up before each use by re-reading only the tenders whose summary or added criteria were written
 * since the previous read, by `written_xid`; a tender no longer rated and open — closed, nothing to rate by — leaves).
 * A tender whose closing date passes is left out at read time (`open`). Reads use their own connection (committed rows
 * only).
 */
@Injectable()
export class TenderRatingSetsCache implements OnApplicationBootstrap {
  private snapshot: OpenTenders | null = null;
  private readonly rated = new CaughtUpReadModel<RatingInputs, CachedTender>(
    {
      writeHorizon: () => this.tenders.writeHorizon(),
      writtenSince: (horizon) => this.tenders.tendersWrittenSince(horizon),
      read: (tenderIds) => this.tenders.findRatingInputs(tenderIds),
      keyOf: (inputs) => inputs.tender.tenderId,
    },
    cached,
    () => {
      this.snapshot = null;
    },
  );

  constructor(private readonly tenders: TenderSummaryStore) {}

  /** Read at start (a failure leaves it to the first use). */
  onApplicationBootstrap(): void {
    this.open().catch(() => undefined);
  }

  /**
   * The rated tenders open now (brought up to date first) as an immutable snapshot: sooner closing first, then by id
   * (`byClosingThenId`), with each one's index. Held tenders whose closing date has passed leave first (they stay
   * closed unless their row is written again, then caught up); as the list is in closing order they are its head, found
   * by a binary search, so an unchanged snapshot is returned as it is.
   */
  async openTenders(now: Date = new Date()): Promise<OpenTenders> {
    await this.rated.refresh();
    let snapshot = this.snapshot ?? snapshotOf([...this.rated.entries.values()].sort(byClosingThenId));
    const passed = firstOpen(snapshot.tenders, now);
    if (passed > 0) {
      for (const tender of snapshot.tenders.slice(0, passed)) this.rated.forget(tender.tenderId);
      snapshot = snapshotOf(snapshot.tenders.slice(passed));
    }
    this.snapshot = snapshot;
    return snapshot;
  }

  /** The rated tenders open now, sooner closing first, then by id. */
  async open(now: Date = new Date()): Promise<CachedTender[]> {
    return [...(await this.openTenders(now)).tenders];
  }

  /** How many tenders are held (for tests and diagnostics). */
  get size(): number {
    return this.rated.size;
  }
}
