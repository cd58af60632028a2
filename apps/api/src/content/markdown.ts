import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Markdown that staff write (FAQ answers, pages, later the blog) becomes HTML here, and only
// here: rendered by marked, then sanitised by sanitize-html against an allow-list, whatever a
// staff author pastes. Raw HTML in the Markdown goes through the same allow-list, so no
// script, style, iframe, form, event handler or `javascript:`/`data:` link survives.

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** The tags a body may keep: text structure, lists, tables, links, images and code. */
const allowedTags = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
  'abbr',
  'code',
  'pre',
  'kbd',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  // No `data:`, `javascript:`, `vbscript:` …; relative links (site pages) stay.
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their content, not kept as text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // A page's own heading is its title: a `# heading` in the body becomes a second-level one.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      // Links leave the shop without our referrer or ranking; the author sets neither.
      const { href, title } = attribs;
      const kept: Record<string, string> = {};
      if (href !== undefined) kept.href = href;
      if (title !== undefined) kept.title = title;
      if (/^https?:\/\//i.test(href ?? '')) kept.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
};

/**
 * Renders staff-written Markdown to HTML that is safe to put into a page as is: the one way
 * content becomes HTML (FAQ answers, pages, the blog).
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, sanitizeOptions).trim();
}
