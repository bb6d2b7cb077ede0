import type { MailContext } from './mail-template';

/**
 * The content of a mail as blocks, rendered once as plain text and once as HTML, so the two never drift apart and
 * every value is escaped in one place.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A one-time code, large and spaced in HTML. */
  | { kind: 'code'; code: string }
  /** Text the user wrote, kept with its line breaks. */
  | { kind: 'quote'; text: string }
  | { kind: 'steps'; items: string[] }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'link'; label: string; url: string };

export interface MailLayout {
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** The main button. */
  action?: { label: string; url: string };
  /** Why the reader got this mail. */
  footnote?: string;
}

const COLORS = { background: '#000A0A', card: '#0B1A1A', text: '#FAFFFF', muted: '#A9BDBD', accent: '#03989E', border: '#1C3333' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One line, no control characters, at most `max` characters: safe for a Subject header. */
export function oneLine(value: string, max = 150): string {
  const flat = value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** An absolute link into the web app: `path` under PUBLIC_URL, with query values URL-encoded. */
export function appUrl(ctx: MailContext, path: string, query: Record<string, string> = {}): string {
  const url = new URL(ctx.publicUrl + (path.startsWith('/') ? path : `/${path}`));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** "Hello Ada," or "Hello," when the name is unknown. */
export function greeting(name: string | null | undefined): string {
  const clean = name ? oneLine(name, 80) : '';
  return clean ? `Hello ${clean},` : 'Hello,';
}

const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? escapeHtml(url) : '#');
const htmlLines = (text: string) => escapeHtml(text.replace(/\r\n?/g, '\n')).replace(/\n/g, '<br>');

function blockHtml(block: MailBlock): string {
  const p = `margin:0 0 16px 0;font-size:16px;line-height:24px;color:${COLORS.text};`;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${htmlLines(block.text)}</p>`;
    case 'code':
      return (
        `<p style="margin:8px 0 24px 0;font-family:'SFMono-Regular',Consolas,'Liberation Mono',monospace;font-size:32px;` +
        `line-height:40px;letter-spacing:8px;font-weight:700;color:${COLORS.text};">${escapeHtml(block.code)}</p>`
      );
    case 'quote':
      return (
        `<blockquote style="margin:0 0 16px 0;padding:12px 16px;border-left:4px solid ${COLORS.accent};background:${COLORS.background};` +
        `font-size:15px;line-height:22px;color:${COLORS.text};">${htmlLines(block.text)}</blockquote>`
      );
    case 'steps':
      return `<ol style="margin:0 0 16px 0;padding-left:24px;font-size:16px;line-height:24px;color:${COLORS.text};">${block.items
        .map((item) => `<li style="margin:0 0 8px 0;">${htmlLines(item)}</li>`)
        .join('')}</ol>`;
    case 'fields':
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px 0;font-size:15px;line-height:22px;color:${COLORS.text};">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:2px 16px 2px 0;color:${COLORS.muted};vertical-align:top;">${escapeHtml(label)}</td>` +
            `<td style="padding:2px 0;vertical-align:top;">${htmlLines(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="${p}"><a href="${safeHref(block.url)}" style="color:${COLORS.accent};">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'quote':
      return block.text
        .replace(/\r\n?/g, '\n')
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'steps':
      return block.items.map((item, i) => `${i + 1}. ${item}`).join('\n');
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

/** The plain-text body. */
export function renderText(ctx: MailContext, layout: MailLayout): string {
  const parts = [layout.heading, ...layout.blocks.map(blockText)];
  if (layout.action) parts.push(`${layout.action.label}: ${layout.action.url}`);
  if (layout.footnote) parts.push(layout.footnote);
  parts.push(`-- \nThe ${ctx.productName} team\n${ctx.publicUrl}`);
  return `${parts.join('\n\n')}\n`;
}

/**
 * The HTML body: one centred card on a dark background (the product's theme), inline styles only, and
 * `color-scheme` metadata so clients in dark mode leave the colours alone.
 */
export function renderHtml(ctx: MailContext, layout: MailLayout): string {
  const action = layout.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0;"><tr><td style="border-radius:6px;background:${COLORS.accent};">` +
      `<a href="${safeHref(layout.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#FFFFFF;text-decoration:none;">${escapeHtml(layout.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 16px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">If the button does not work, open this link: ` +
      `<a href="${safeHref(layout.action.url)}" style="color:${COLORS.accent};word-break:break-all;">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const footnote = layout.footnote
    ? `<p style="margin:16px 0 0 0;font-size:13px;line-height:20px;color:${COLORS.muted};">${htmlLines(layout.footnote)}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<meta name="supported-color-schemes" content="dark light">
<title>${escapeHtml(layout.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:24px 32px 0 32px;font-size:20px;font-weight:700;letter-spacing:0.5px;color:${COLORS.accent};">${escapeHtml(ctx.productName)}</td></tr>
<tr><td style="padding:16px 32px 32px 32px;">
<h1 style="margin:0 0 16px 0;font-size:22px;line-height:30px;color:${COLORS.text};">${escapeHtml(layout.heading)}</h1>
${layout.blocks.map(blockHtml).join('\n')}
${action}${footnote}
</td></tr>
</table>
<p style="margin:16px 0 0 0;font-size:12px;line-height:18px;color:${COLORS.muted};">The ${escapeHtml(ctx.productName)} team · <a href="${safeHref(ctx.publicUrl)}" style="color:${COLORS.accent};">${escapeHtml(ctx.publicUrl)}</a></p>
</td></tr>
</table>
</body>
</html>
`;
}
