import Box from '@mui/material/Box';
import { Fragment } from 'react';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the few entities the server's escaping produces (&amp; &lt; &gt; &quot; &#39; &#NN;). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Renders the search's highlighted text (escaped text with <mark> around matches) as React text and <mark>
 * elements: nothing from the server is ever injected as markup.
 */
export function HighlightedText({ html }: { html: string }) {
  const parts = html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  return (
    <>
      {parts.map((part, index) => {
        if (part === '<mark>') {
          marked = true;
          return null;
        }
        if (part === '</mark>') {
          marked = false;
          return null;
        }
        if (!part) return null;
        const text = decodeEntities(part);
        return marked ? (
          <Box component="mark" key={index} sx={{ bgcolor: 'rgba(3, 152, 158, 0.35)', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>
            {text}
          </Box>
        ) : (
          <Fragment key={index}>{text}</Fragment>
        );
      })}
    </>
  );
}
