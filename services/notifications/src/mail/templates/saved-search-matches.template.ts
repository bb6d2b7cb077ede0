import { appUrl, greeting, oneLine, renderHtml, renderText, type MailBlock, type MailLayout } from './layout';
import type { MailContext, RenderedMail } from './mail-template';

export interface SavedSearchMatchesData {
  name?: string | null;
  searchName: string;
  delivery: 'instant' | 'daily';
  tenders: Array<{ tenderId: string; title: string; buyerName: string | null; closingDate: string | null }>;
}

const closing = (iso: string | null): string => {
  if (!iso) return 'closing date not published';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'closing date not published'
    : `closes ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })}`;
};

/** New tenders that match one of the user's saved searches: straight away, or the day's digest. */
export function savedSearchMatchesMail(ctx: MailContext, data: SavedSearchMatchesData): RenderedMail {
  const count = data.tenders.length;
  const search = oneLine(data.searchName, 80);
  const what = `${count} new tender${count === 1 ? '' : 's'}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: greeting(data.name) },
    {
      kind: 'paragraph',
      text:
        data.delivery === 'daily'
          ? `Here is your daily digest: ${what} published since yesterday match your saved search "${search}".`
          : `${what} just published match${count === 1 ? 'es' : ''} your saved search "${search}".`,
    },
  ];
  for (const tender of data.tenders) {
    blocks.push({
      kind: 'link',
      label: `${oneLine(tender.title, 140)} (${tender.buyerName ? `${oneLine(tender.buyerName, 80)}, ` : ''}${closing(tender.closingDate)})`,
      url: appUrl(ctx, `/tender/${encodeURIComponent(tender.tenderId)}`),
    });
  }
  const layout: MailLayout = {
    preheader: `${what} for "${search}"`,
    heading: data.delivery === 'daily' ? 'Your daily tender digest' : 'New tenders for your saved search',
    blocks,
    action: { label: 'Open your dashboard', url: appUrl(ctx, '/v3/dashboard') },
    footnote: `You get this e-mail because you saved the search "${search}" with ${
      data.delivery === 'daily' ? 'a daily digest' : 'instant alerts'
    }. Change or delete it on your dashboard.`,
  };
  return {
    template: 'saved-search-matches',
    subject: oneLine(data.delivery === 'daily' ? `Daily digest: ${what} for "${search}"` : `${what} for "${search}"`),
    text: renderText(ctx, layout),
    html: renderHtml(ctx, layout),
  };
}
