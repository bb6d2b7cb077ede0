#!/usr/bin/env node
// Writes public/cookie-policy.pdf: a small, valid PDF 1.4 (A4, Helvetica) with Jointly's cookie
// policy. No dependencies: the objects, the content streams and the cross-reference table are built
// by hand. Run `node scripts/generate-cookie-policy-pdf.mjs` after editing the text below.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'cookie-policy.pdf');

/** [style, text]: h1 title, h2 heading, p paragraph, li bullet. ASCII only (WinAnsi). */
const content = [
  ['h1', 'Jointly Cookie Policy'],
  ['p', 'Last updated: 22 November 2026'],
  ['p', 'This policy explains the cookies and similar browser storage that the Jointly web application uses, why we use them, and how you can change your choice at any time.'],
  ['h2', '1. What we store in your browser'],
  ['p', 'Jointly is a single-page application. Instead of many cookies it keeps a few small records in your browser\'s local storage and session storage. We treat them exactly like cookies: the rules in this policy apply to all of them.'],
  ['h2', '2. Strictly necessary storage'],
  ['p', 'These records make the service work. They are set without asking because the service cannot run without them, and they are removed when you log out.'],
  ['li', 'jointly.auth (local storage): your signed-in account and the access and refresh tokens that keep you signed in.'],
  ['li', 'jointly.data (local storage): your last tender search term, your company profile as last loaded, the consortium you selected and your unread notification count.'],
  ['li', 'jointly.dialog (local storage): which Jointly dialogs are open, so a page reload does not lose them.'],
  ['li', 'Session storage: short-lived working data for the current browser tab. It is cleared when you log out or close the tab.'],
  ['h2', '3. Analytics'],
  ['p', 'With your consent we measure how Jointly is used (pages viewed and features used) so we can improve it. Analytics cookies last up to 365 days.'],
  ['li', 'On the home page (/) we count anonymous page views before you have made a choice.'],
  ['li', 'On every other page we only measure anything after you press Accept in the cookie banner.'],
  ['li', 'If you opt out, we record that choice and stop all analytics, on every page including the home page.'],
  ['p', 'By default no third-party analytics provider is loaded. If we add one, we will name it in this policy before it is used.'],
  ['h2', '4. Your consent record'],
  ['p', 'When you press Accept, or opt out later, we store your choice as true or false under jointly.analytics-consent in local storage. While that record exists the cookie banner is not shown again. Pressing Close on the banner only hides it until you reload the page and stores nothing.'],
  ['h2', '5. Changing your choice'],
  ['p', 'Use the Allow analytics or Stop analytics buttons at the bottom of every Jointly page. You can also clear the site data for Jointly in your browser settings; you will then be signed out and asked again.'],
  ['h2', '6. Contact'],
  ['p', 'Questions about this policy or about your data: use the contact form on the Jointly website. We will reply within 30 days.'],
];

const PAGE = { width: 595, height: 842, margin: 56 };
const STYLES = {
  h1: { size: 20, font: 'F2', leading: 28, before: 0, chars: 50 },
  h2: { size: 13, font: 'F2', leading: 18, before: 10, chars: 70 },
  p: { size: 10.5, font: 'F1', leading: 14.5, before: 6, chars: 86, indent: 0 },
  li: { size: 10.5, font: 'F1', leading: 14.5, before: 3, chars: 82, indent: 14 },
};

function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (text) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

// Lay out lines onto pages.
const pages = [[]];
let y = PAGE.height - PAGE.margin;
for (const [style, text] of content) {
  const s = STYLES[style];
  const lines = wrap(text, s.chars);
  y -= s.before;
  lines.forEach((line, index) => {
    if (y - s.leading < PAGE.margin) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= s.leading;
    const bullet = style === 'li' && index === 0;
    const x = PAGE.margin + (s.indent ?? 0);
    if (bullet) pages.at(-1).push(`BT /F1 ${s.size} Tf ${PAGE.margin + 2} ${y.toFixed(1)} Td (-) Tj ET`);
    pages.at(-1).push(`BT /${s.font} ${s.size} Tf ${x} ${y.toFixed(1)} Td (${escape(line)}) Tj ET`);
  });
}
pages.forEach((ops, index) => {
  ops.push(`BT /F1 8 Tf ${PAGE.margin} 30 Td (Jointly Cookie Policy - page ${index + 1} of ${pages.length}) Tj ET`);
});

// Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then per page: page + content.
const objects = [];
const pageIds = pages.map((_, index) => 6 + index * 2);
objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
objects[5] = '<< /Title (Jointly Cookie Policy) /Author (Jointly) /Subject (Cookies and browser storage used by the Jointly web app) /CreationDate (D:20261122000000Z) >>';
pages.forEach((ops, index) => {
  const pageId = pageIds[index];
  const stream = ops.join('\n');
  objects[pageId] =
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
    `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
  objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
});

let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
const offsets = [];
for (let id = 1; id < objects.length; id += 1) {
  offsets[id] = Buffer.byteLength(pdf, 'latin1');
  pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
}
const xrefAt = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;

writeFileSync(out, Buffer.from(pdf, 'latin1'));
console.log(`wrote ${out} (${pages.length} page(s), ${Buffer.byteLength(pdf, 'latin1')} bytes)`);
