/**
 * Compile-time check that the tenders service answers what @jointly/contracts says it answers (the web app reads
 * these types): `npm run typecheck` fails when a view here drifts from its contract. Nothing runs at start.
 */
import type { CpvCode as WireCpvCode, SavedSearch, TenderDetail, TenderSearchPage } from '@jointly/contracts';
import type { CpvCode } from './ocds/cpv/cpv';
import type { SavedSearchView } from './saved-search/saved-searches';
import type { TenderSearchResult } from './search/tender-search';
import type { TenderDetailView } from './tender/tender.view';

type Assignable<From, To> = [From] extends [To] ? true : false;
const conforms = <T extends true>(): T | undefined => undefined;

export const WIRE_TYPES_CONFORM = [
  conforms<Assignable<CpvCode, WireCpvCode>>(),
  conforms<Assignable<TenderSearchResult, TenderSearchPage>>(),
  conforms<Assignable<TenderDetailView, TenderDetail>>(),
  conforms<Assignable<SavedSearchView, SavedSearch>>(),
];
