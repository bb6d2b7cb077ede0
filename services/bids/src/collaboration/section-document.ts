import * as Y from 'yjs';
import { isUuid } from '@jointly/common/http';

/**
 * One Yjs document per workspace section, named `<workspaceId>/<sectionId>`; the rich text lives in the XML fragment
 * `default` (what Tiptap's Collaboration extension edits), in ProseMirror's node and mark names.
 */
export const SECTION_FIELD = 'default';

export interface SectionDocumentName {
  workspaceId: string;
  sectionId: string;
}

export function sectionDocumentName({ workspaceId, sectionId }: SectionDocumentName): string {
  return `${workspaceId}/${sectionId}`;
}

/** The workspace and section a document name stands for, or null for anything else (refused). */
export function parseSectionDocumentName(name: string): SectionDocumentName | null {
  const match = /^([0-9a-fA-F-]{36})\/([0-9a-fA-F-]{36})$/.exec(name);
  if (!match || !isUuid(match[1]) || !isUuid(match[2])) return null;
  return { workspaceId: match[1].toLowerCase(), sectionId: match[2].toLowerCase() };
}

/**
 * The first state of a section's document from the body it had before live editing (plain text, or the HTML a
 * previous projection wrote): one paragraph per line, tags dropped, entities decoded.
 */
export function seedSectionState(body: string): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => fillSection(doc.getXmlFragment(SECTION_FIELD), body));
  return Y.encodeStateAsUpdate(doc);
}

/**
 * The update that replaces a section document's whole content with `body` (plain text or HTML, as for the seed):
 * what a REST write (a restored version, an inserted library answer) applies to the live text, for every editor.
 */
export function replaceSectionUpdate(current: readonly Uint8Array[], body: string): Uint8Array {
  const doc = new Y.Doc();
  for (const update of current) Y.applyUpdate(doc, update);
  const before = Y.encodeStateVector(doc);
  const fragment = doc.getXmlFragment(SECTION_FIELD);
  doc.transact(() => {
    fragment.delete(0, fragment.length);
    fillSection(fragment, body);
  });
  return Y.encodeStateAsUpdate(doc, before);
}

/** Fills an empty fragment with `body`: one paragraph per line, tags dropped, entities decoded. */
function fillSection(fragment: Y.XmlFragment, body: string): void {
  const text = body
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const lines = text.split(/\r?\n/).filter((line, i, all) => line.trim() !== '' || (all.length === 1 && i === 0));
  for (const line of lines.length ? lines : ['']) {
    const paragraph = new Y.XmlElement('paragraph');
    if (line) paragraph.insert(0, [new Y.XmlText(line)]);
    fragment.push([paragraph]);
  }
}

export interface SectionProjection {
  html: string;
  text: string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Block nodes of Tiptap's StarterKit and the HTML element each becomes. */
const BLOCKS: Record<string, (attrs: Record<string, unknown>) => string> = {
  paragraph: () => 'p',
  heading: (a) => `h${Math.min(6, Math.max(1, Number(a.level) || 1))}`,
  bulletList: () => 'ul',
  orderedList: () => 'ol',
  listItem: () => 'li',
  blockquote: () => 'blockquote',
  codeBlock: () => 'pre',
};
const MARKS: Array<[string, string]> = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
  ['code', 'code'],
];
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'codeBlock']);

function textHtml(text: Y.XmlText): string {
  return (text.toDelta() as Array<{ insert: unknown; attributes?: Record<string, unknown> }>)
    .map(({ insert, attributes = {} }) => {
      if (typeof insert !== 'string') return '';
      let html = escapeHtml(insert);
      for (const [mark, tag] of MARKS) if (attributes[mark] !== undefined) html = `<${tag}>${html}</${tag}>`;
      const link = attributes.link as { href?: unknown } | undefined;
      if (link && typeof link.href === 'string' && /^(https?:|mailto:)/i.test(link.href))
        html = `<a href="${escapeHtml(link.href)}">${html}</a>`;
      return html;
    })
    .join('');
}

function nodeHtml(node: Y.XmlElement | Y.XmlText | Y.XmlHook): string {
  if (node instanceof Y.XmlText) return textHtml(node);
  if (!(node instanceof Y.XmlElement)) return '';
  if (node.nodeName === 'hardBreak') return '<br>';
  if (node.nodeName === 'horizontalRule') return '<hr>';
  const inner = node.toArray().map(nodeHtml).join('');
  const tag = BLOCKS[node.nodeName]?.(node.getAttributes());
  if (!tag) return inner;
  return node.nodeName === 'codeBlock' ? `<pre><code>${inner}</code></pre>` : `<${tag}>${inner}</${tag}>`;
}

function nodeText(node: Y.XmlElement | Y.XmlText | Y.XmlHook, out: string[]): void {
  if (node instanceof Y.XmlText) {
    if (!out.length) out.push('');
    out[out.length - 1] += plain(node);
    return;
  }
  if (!(node instanceof Y.XmlElement)) return;
  if (node.nodeName === 'hardBreak') {
    if (!out.length) out.push('');
    out[out.length - 1] += '\n';
    return;
  }
  if (TEXT_BLOCKS.has(node.nodeName)) out.push('');
  for (const child of node.toArray()) nodeText(child, out);
}

const plain = (text: Y.XmlText) =>
  (text.toDelta() as Array<{ insert: unknown }>).map((d) => (typeof d.insert === 'string' ? d.insert : '')).join('');

/** The section's body as HTML (REST API, export) and as plain text, one line per block (search, word counts). */
export function projectSection(doc: Y.Doc): SectionProjection {
  const fragment = doc.getXmlFragment(SECTION_FIELD);
  const blocks = fragment.toArray();
  const lines: string[] = [];
  for (const node of blocks) nodeText(node, lines);
  return { html: blocks.map(nodeHtml).join(''), text: lines.join('\n').trim() };
}

/** The projection of a document's state (an encoded update). */
export function projectSectionState(state: Uint8Array): SectionProjection {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const projection = projectSection(doc);
  doc.destroy();
  return projection;
}
