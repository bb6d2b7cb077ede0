import { render } from '@testing-library/react';
import { renderMarkdown } from '../lib/markdown';

const html = (source: string) => render(<div>{renderMarkdown(source)}</div>).container.innerHTML;

describe('message Markdown', () => {
  it('renders the subset: bold, italic, code, lists, quotes, code blocks, line breaks', () => {
    expect(html('Hello **partners** and *you*, run `npm test`')).toBe(
      '<div><p>Hello <strong>partners</strong> and <em>you</em>, run <code>npm test</code></p></div>',
    );
    expect(html('- one\n- two\n\n1. first')).toBe('<div><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol></div>');
    expect(html('> quoted\nline two\nline three')).toBe('<div><blockquote>quoted</blockquote><p>line two<br>line three</p></div>');
    expect(html('```\n<b>raw</b>\n```')).toBe('<div><pre class="md-pre"><code>&lt;b&gt;raw&lt;/b&gt;</code></pre></div>');
  });

  it('shows HTML and script as text, never as markup', () => {
    const out = html('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(out).toBe('<div><p>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</p></div>');
  });

  it('links only http, https and mailto; other schemes stay text', () => {
    expect(html('[site](https://example.org)')).toBe(
      '<div><p><a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">site</a></p></div>',
    );
    expect(html('[click](javascript:alert(1))')).not.toContain('<a');
    expect(html('[x](data:text/html,hi)')).toBe('<div><p>[x](data:text/html,hi)</p></div>');
  });
});
