// The one Markdown renderer of staff-written content: what it keeps, and a set of XSS payloads
// that must come out harmless whatever a staff author pastes.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';

const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{display:none}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="java\tscript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '![x](javascript:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '<div onclick="alert(1)">div</div>',
  '<body onload=alert(1)>',
  '<form action="https://evil.example"><input name=x><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<base href="https://evil.example/">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<a href="https://shop.example" onmouseover="alert(1)">hover</a>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '```\n<script>alert(1)</script>\n```',
];

/** Whatever is left must be inert: no active tag, handler, dangerous URL or style. */
function expectInert(html: string): void {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|button|meta|base|link|body|details|video|source|noscript)\b/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('renderMarkdown', () => {
  it('renders the Markdown staff write: headings, emphasis, lists, links, tables', () => {
    const html = renderMarkdown(
      [
        '# Title',
        '',
        'Some **bold** and _italic_ text with [a page](/faqs) and [a site](https://example.com).',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toContain('<a href="/faqs">a page</a>');
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">a site</a>',
    );
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('keeps Arabic text as it is', () => {
    expect(renderMarkdown('**مرحبًا** بكم في متجرنا')).toBe(
      '<p><strong>مرحبًا</strong> بكم في متجرنا</p>',
    );
  });

  it.each(payloads)('leaves nothing active of %s', (payload) => {
    // (An unclosed tag may swallow what follows it: inert all the same.)
    const html = renderMarkdown(`Before\n\n${payload}\n\nAfter`);
    expectInert(html);
    expect(html).toContain('<p>Before</p>');
  });

  it('drops a script with its text, not leaving the code visible', () => {
    expect(renderMarkdown('Hello <script>alert("x")</script>')).toBe('<p>Hello </p>');
  });

  it('keeps the text of a code block as text', () => {
    expect(renderMarkdown('```\n<script>alert(1)</script>\n```')).toBe(
      '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>',
    );
  });
});
