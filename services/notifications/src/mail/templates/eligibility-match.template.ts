import { ELIGIBILITY_BANDS, type EligibilityBand } from '@jointly/contracts';
import { appUrl, greeting, oneLine, renderHtml, renderText, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

/** At most this many eligibility e-mails reach one address in 24 hours; further matches are in-app only. */
export const ELIGIBILITY_MAILS_PER_DAY = 5;

export interface EligibilityMatchData {
  /** The provider's name, when the recipients model knows it. */
  name?: string | null;
  tenderId: string;
  /** The tender's title when the event carries it. */
  tenderTitle?: string | null;
  /** The new rating, 0–100. */
  rating: number;
  /** The band of the rating, when the event carries it (else derived from the rating). */
  band?: EligibilityBand | null;
}

/** The rating as a whole percentage (ratings may carry decimals), kept within 0–100. */
export function ratingPercent(rating: number): number {
  return Math.min(100, Math.max(0, Math.round(rating)));
}

/** "90–100%": the band of spec §9 that the rating falls in (the event's band when it names one). */
export function bandLabel(rating: number, band?: EligibilityBand | null): string {
  const key =
    band && band in ELIGIBILITY_BANDS
      ? band
      : (Object.keys(ELIGIBILITY_BANDS) as EligibilityBand[]).find((b) => ratingPercent(rating) >= ELIGIBILITY_BANDS[b][0])!;
  const [low, high] = ELIGIBILITY_BANDS[key];
  return `${low}–${high}%`;
}

/** The tender's title on one line, or "a new tender" when the event does not name it. */
export function matchedTenderTitle(title: string | null | undefined): string {
  return (title && oneLine(title, 120)) || 'a new tender';
}

/** The in-app title: "A tender fits your company: Home care in Kent". */
export function eligibilityMatchTitle(data: Pick<EligibilityMatchData, 'tenderTitle'>): string {
  return `A tender fits your company: ${matchedTenderTitle(data.tenderTitle)}`;
}

/** The in-app body: the rating, its band and what to do next. */
export function eligibilityMatchBody(data: Pick<EligibilityMatchData, 'tenderTitle' | 'rating' | 'band'>): string {
  const title = data.tenderTitle ? `"${matchedTenderTitle(data.tenderTitle)}"` : 'a new tender';
  return (
    `Your company is rated ${ratingPercent(data.rating)}% eligible for ${title} (band ${bandLabel(data.rating, data.band)}). ` +
    'Open it to see the breakdown and any gaps.'
  );
}

/** A provider's rating of an open tender crossed into the 80+ bands (EligibilityCalculated, to the provider). */
export function eligibilityMatchMail(ctx: MailContext, data: EligibilityMatchData): RenderedMail {
  const percent = ratingPercent(data.rating);
  const tender = matchedTenderTitle(data.tenderTitle);
  const band = bandLabel(data.rating, data.band);
  const layout: MailLayout = {
    preheader: `Your company is rated ${percent}% eligible for ${tender}.`,
    heading: `A tender fits your company: ${tender}`,
    blocks: [
      { kind: 'paragraph', text: greeting(data.name) },
      {
        kind: 'paragraph',
        text: `${ctx.productName} rated your company ${percent}% eligible for ${data.tenderTitle ? `the tender ${tender}` : 'a new tender'}, in the ${band} band: your profile meets most of what the buyer asks for.`,
      },
      {
        kind: 'fields',
        rows: [
          ['Tender', tender],
          ['Rating', `${percent}%`],
          ['Band', band],
        ],
      },
      {
        kind: 'paragraph',
        text: 'Open the tender to see the breakdown, close any gaps, or find partners to bid with before it closes.',
      },
    ],
    action: { label: 'Open the tender', url: appUrl(ctx, `/tender/${encodeURIComponent(data.tenderId)}`) },
    footnote: `You receive this e-mail because your company's eligibility for an open tender reached 80% or more on ${ctx.productName}. We send at most ${ELIGIBILITY_MAILS_PER_DAY} of these a day; the rest wait in your notifications.`,
  };
  return {
    template: 'eligibility-match',
    subject: oneLine(`${percent}% match: ${tender}`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
