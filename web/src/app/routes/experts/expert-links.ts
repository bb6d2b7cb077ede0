import { CPV_DIVISIONS } from '@/features/eligibility/lib/cpv-divisions';
import { paths } from '@/config/paths';

/** '85 — Health and social work services' for a sector (CPV division). */
export const sectorLabel = (code: string) => (CPV_DIVISIONS[code] ? `${code} — ${CPV_DIVISIONS[code]}` : code);

/** One expert's profile page, with the tender the finder was showing (so "Invite to bid" offers it first). */
export const expertProfileHref = (accountId: string, tenderId?: string | null) =>
  `${paths.expertConnectProfile.getHref(accountId)}${tenderId ? `?tender=${encodeURIComponent(tenderId)}` : ''}`;
