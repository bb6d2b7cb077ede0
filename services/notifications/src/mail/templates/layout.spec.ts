import { appUrl, escapeHtml, greeting, oneLine, renderHtml, renderText } from './layout';
import { mailContext } from './mail-template';

const ctx = mailContext({ publicUrl: 'https://jointly.example/' });

describe('mail layout helpers', () => {
  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('flattens header values to one line and caps their length', () => {
    expect(oneLine('Hello\r\nBcc: victim@example.com\tthere')).toBe('Hello Bcc: victim@example.com there');
    expect(oneLine('x'.repeat(200), 20)).toHaveLength(20);
  });

  it('builds absolute links under PUBLIC_URL with encoded query values', () => {
    expect(ctx.publicUrl).toBe('https://jointly.example');
    expect(appUrl(ctx, '/v3/join', { invite: 'a b&c' })).toBe('https://jointly.example/v3/join?invite=a+b%26c');
    expect(appUrl(ctx, 'tender/1')).toBe('https://jointly.example/tender/1');
  });

  it('greets by name when known', () => {
    expect(greeting('Ada')).toBe('Hello Ada,');
    expect(greeting(null)).toBe('Hello,');
    expect(greeting('  ')).toBe('Hello,');
  });

  it('renders text and HTML from the same blocks, escaping user text and refusing non-http links', () => {
    const layout = {
      preheader: 'pre',
      heading: 'Heading <1>',
      blocks: [
        { kind: 'paragraph' as const, text: 'line one\nline <two>' },
        { kind: 'quote' as const, text: 'quoted\nreply' },
        { kind: 'link' as const, label: 'bad', url: 'javascript:alert(1)' },
        { kind: 'fields' as const, rows: [['Name', '<b>Eve</b>']] as Array<[string, string]> },
        { kind: 'steps' as const, items: ['first', 'second'] },
      ],
      action: { label: 'Go', url: 'https://jointly.example/x?a=1&b=2' },
    };
    const text = renderText(ctx, layout);
    expect(text).toContain('Heading <1>');
    expect(text).toContain('> quoted\n> reply');
    expect(text).toContain('Name: <b>Eve</b>');
    expect(text).toContain('1. first\n2. second');
    expect(text).toContain('Go: https://jointly.example/x?a=1&b=2');
    expect(text).toContain('The Jointly team\nhttps://jointly.example');

    const html = renderHtml(ctx, layout);
    expect(html).toContain('<meta name="color-scheme" content="dark light">');
    expect(html).toContain('Heading &lt;1&gt;');
    expect(html).toContain('line one<br>line &lt;two&gt;');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://jointly.example/x?a=1&amp;b=2"');
  });
});
