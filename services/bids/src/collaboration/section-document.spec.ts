import * as Y from 'yjs';
import {
  parseSectionDocumentName,
  projectSection,
  projectSectionState,
  sectionDocumentName,
  seedSectionState,
  SECTION_FIELD,
} from './section-document';

const W = '0b6f7c1e-8a52-4f1e-9d7a-3c2b1a0f9e8d';
const S = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';

describe('section documents', () => {
  it('names one document per section and refuses any other name', () => {
    expect(sectionDocumentName({ workspaceId: W, sectionId: S })).toBe(`${W}/${S}`);
    expect(parseSectionDocumentName(`${W}/${S}`)).toEqual({ workspaceId: W, sectionId: S });
    expect(parseSectionDocumentName(`${W.toUpperCase()}/${S}`)).toEqual({ workspaceId: W, sectionId: S });
    for (const bad of ['', W, `${W}/`, `${W}/${S}/x`, `../${S}`, `${W}/not-a-uuid-at-all-xxxxxxxxxxxxxxxxxxx`, `${W}/${S} `])
      expect(parseSectionDocumentName(bad)).toBeNull();
  });

  it('seeds a document from a plain or HTML body, one paragraph per line', () => {
    expect(projectSectionState(seedSectionState('We will\n\nhire <3 & train'))).toEqual({
      html: '<p>We will</p><p>hire &lt;3 &amp; train</p>',
      text: 'We will\nhire <3 & train',
    });
    expect(projectSectionState(seedSectionState('<p>One</p><p>Two &amp; three</p>')).text).toBe('One\nTwo & three');
    expect(projectSectionState(seedSectionState(''))).toEqual({ html: '<p></p>', text: '' });
  });

  it('projects headings, lists, marks and links as Tiptap writes them, escaping text and refusing script links', () => {
    const doc = new Y.Doc();
    const fragment = doc.getXmlFragment(SECTION_FIELD);
    const heading = new Y.XmlElement('heading');
    heading.setAttribute('level', 2 as unknown as string);
    heading.insert(0, [new Y.XmlText('Method')]);
    const paragraph = new Y.XmlElement('paragraph');
    const text = new Y.XmlText();
    paragraph.insert(0, [text]);
    const list = new Y.XmlElement('bulletList');
    const item = new Y.XmlElement('listItem');
    const itemParagraph = new Y.XmlElement('paragraph');
    itemParagraph.insert(0, [new Y.XmlText('first')]);
    item.insert(0, [itemParagraph]);
    list.insert(0, [item]);
    fragment.insert(0, [heading, paragraph, list]);
    text.insert(0, 'Plain ');
    text.insert(6, 'bold', { bold: {} });
    text.insert(10, ' <x>', {});
    text.insert(14, ' link', { link: { href: 'https://example.test/?a=1&b=2' } });
    text.insert(19, ' bad', { link: { href: 'javascript:alert(1)' } });
    expect(projectSection(doc)).toEqual({
      html:
        '<h2>Method</h2><p>Plain <strong>bold</strong> &lt;x&gt;<a href="https://example.test/?a=1&amp;b=2"> link</a> bad</p>' +
        '<ul><li><p>first</p></li></ul>',
      text: 'Method\nPlain bold <x> link bad\nfirst',
    });
  });
});
