import { Fragment, type ReactNode } from 'react';

/**
 * The Markdown subset of messages, rendered to React elements (never to an HTML string, so nothing a person writes
 * can become markup): paragraphs, line breaks, **bold**, *italic* / _italic_, `code`, ``` code blocks ```, links
 * [text](https://…) (http, https and mailto only), "- " and "1. " lists, "> " quotes. Everything else is text.
 */
export function renderMarkdown(source: string): ReactNode {
  const blocks: ReactNode[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  let key = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '') {
      i++;
      continue;
    }
    if (line.startsWith('```')) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i].startsWith('```')) code.push(lines[i++]);
      i++;
      blocks.push(
        <pre key={key++} className="md-pre">
          <code>{code.join('\n')}</code>
        </pre>,
      );
      continue;
    }
    if (/^\s*[-*] /.test(line) || /^\s*\d+\. /.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const pattern = ordered ? /^\s*\d+\. / : /^\s*[-*] /;
      const items: string[] = [];
      while (i < lines.length && pattern.test(lines[i])) items.push(lines[i++].replace(pattern, ''));
      const children = items.map((item, n) => <li key={n}>{inline(item)}</li>);
      blocks.push(ordered ? <ol key={key++}>{children}</ol> : <ul key={key++}>{children}</ul>);
      continue;
    }
    if (line.startsWith('>')) {
      const quoted: string[] = [];
      while (i < lines.length && lines[i].startsWith('>')) quoted.push(lines[i++].replace(/^> ?/, ''));
      blocks.push(<blockquote key={key++}>{withBreaks(quoted)}</blockquote>);
      continue;
    }
    const paragraph: string[] = [];
    while (
      i < lines.length &&
      lines[i].trim() !== '' &&
      !lines[i].startsWith('```') &&
      !lines[i].startsWith('>') &&
      !/^\s*([-*]|\d+\.) /.test(lines[i])
    )
      paragraph.push(lines[i++]);
    blocks.push(<p key={key++}>{withBreaks(paragraph)}</p>);
  }
  return blocks;
}

function withBreaks(lines: string[]): ReactNode {
  return lines.map((line, n) => (
    <Fragment key={n}>
      {n > 0 && <br />}
      {inline(line)}
    </Fragment>
  ));
}

const SAFE_URL = /^(https?:\/\/|mailto:)[^\s]+$/i;
const TOKEN = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(_[^_\s][^_]*_)|(\[[^\]]+\]\([^)\s]+\))/;

/** Inline marks, outermost first; unmatched markers and unsafe links stay as typed. */
export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest) {
    const match = TOKEN.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const token = match[0];
    if (match[1]) out.push(<code key={key++}>{token.slice(1, -1)}</code>);
    else if (match[2]) out.push(<strong key={key++}>{inline(token.slice(2, -2))}</strong>);
    else if (match[3] || match[4]) out.push(<em key={key++}>{inline(token.slice(1, -1))}</em>);
    else {
      const [, label, url] = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(token)!;
      out.push(
        SAFE_URL.test(url) ? (
          <a key={key++} href={url} target="_blank" rel="noopener noreferrer nofollow">
            {label}
          </a>
        ) : (
          token
        ),
      );
    }
    rest = rest.slice(match.index + token.length);
  }
  return out;
}
