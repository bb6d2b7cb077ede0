/**
 * Compile-time check that the tenders service answers what @jointly/contracts says it answers (the web app reads
 * these types): `npm run typecheck` fails when a view here drifts from its contract. Nothing runs at start.
 * (GET /tender/view/{id} is built as the contracts' TenderDetail itself, in tender/tender.view.ts.)
 */
import type { CpvCode as WireCpvCode, SavedSearch, TenderSearchPage } from '@jointly/contracts';
import type { CpvCode } from './ocds/cpv/cpv';
import type { SavedSearchView } from './saved-search/saved-searches';
import type { TenderSearchResult } from './search/tender-search';

type Assignable<From, To> = [From] extends [To] ? true : false;
const conforms = <T extends true>(): T | undefined => undefined;

export const WIRE_TYPES_CONFORM = [
  conforms<Assignable<CpvCode, WireCpvCode>>(),
  conforms<Assignable<TenderSearchResult, TenderSearchPage>>(),
  conforms<Assignable<SavedSearchView, SavedSearch>>(),
];
