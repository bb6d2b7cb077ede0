import PDFDocument from 'pdfkit';
import { plainText } from '../teamwork/section-rules';
import type { ExportInput } from './workspace-docx';

const dateLine = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * The bid as PDF (A4, the standard Helvetica fonts, nothing downloaded): the tender's title (or the workspace's name),
 * buyer and closing date, then every section in order, its title as a heading and its text as paragraphs. Comments are
 * not part of it. `compress: false` keeps the text streams readable (tests extract them; size is not a concern here).
 */
export function workspacePdf(input: ExportInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress: options.compress ?? true,
      info: { Title: input.tender?.title ?? input.name, Creator: 'Jointly' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(input.tender?.title ?? input.name);
    if (input.tender?.title && input.tender.title !== input.name) doc.font('Helvetica-Oblique').fontSize(11).text(input.name);
    doc.moveDown(0.5).font('Helvetica').fontSize(11);
    if (input.tender?.buyerName) doc.text(`Buyer: ${input.tender.buyerName}`);
    if (input.tender?.closingDate) doc.text(`Closing date: ${dateLine(input.tender.closingDate)}`);
    for (const section of input.sections) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(section.title);
      doc.moveDown(0.3).font('Helvetica').fontSize(11);
      for (const line of plainText(section.body).split(/\n/)) doc.text(line || ' ');
    }
    doc.end();
  });
}
