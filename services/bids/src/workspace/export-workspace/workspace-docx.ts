import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { plainText } from '../teamwork/section-rules';

export interface ExportInput {
  name: string;
  tender: { title: string | null; buyerName: string | null; closingDate: string | null } | null;
  sections: Array<{ title: string; body: string }>;
}

const dateLine = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';

/**
 * The bid as a Word document: the tender's title (or the workspace's name), buyer and closing date, then every section
 * in order, its title as a heading and its text as paragraphs. Comments are not part of it.
 */
export function workspaceDocx(input: ExportInput): Promise<Buffer> {
  const children: Paragraph[] = [
    new Paragraph({ text: input.tender?.title ?? input.name, heading: HeadingLevel.TITLE, alignment: AlignmentType.LEFT }),
  ];
  if (input.tender?.title && input.tender.title !== input.name)
    children.push(new Paragraph({ children: [new TextRun({ text: input.name, italics: true })] }));
  if (input.tender?.buyerName)
    children.push(new Paragraph({ children: [new TextRun({ text: 'Buyer: ', bold: true }), new TextRun(input.tender.buyerName)] }));
  if (input.tender?.closingDate)
    children.push(
      new Paragraph({ children: [new TextRun({ text: 'Closing date: ', bold: true }), new TextRun(dateLine(input.tender.closingDate))] }),
    );
  for (const section of input.sections) {
    children.push(new Paragraph({ text: section.title, heading: HeadingLevel.HEADING_1 }));
    for (const line of plainText(section.body).split(/\n/)) children.push(new Paragraph({ text: line }));
  }
  const doc = new Document({ title: input.tender?.title ?? input.name, sections: [{ children }] });
  return Packer.toBuffer(doc);
}
