/** Props of {@link Prose}. */
export interface ProseProps {
  /** HTML the API rendered from Markdown and sanitised (never a shopper's raw text). */
  html: string;
  /** Extra classes of the wrapper. */
  className?: string;
}

/**
 * Reading typography for sanitised content HTML (FAQ answers, pages, blog posts): headings,
 * paragraphs, lists, links, tables and quotes, with logical spacing so Arabic reads right to left.
 *
 * @example
 * ```tsx
 * <Prose html={page.bodyHtmlEn} />
 * ```
 */
export function Prose({ html, className = '' }: ProseProps) {
  return (
    <div
      className={`max-w-prose leading-relaxed text-ink [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-brand-600 [&_blockquote]:border-s-4 [&_blockquote]:border-brand-200 [&_blockquote]:ps-4 [&_code]:rounded [&_code]:bg-brand-50 [&_code]:px-1 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-3 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-brand-100 [&_td]:p-2 [&_th]:border [&_th]:border-brand-100 [&_th]:p-2 [&_th]:text-start [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0 [&>:last-child]:mb-0 ${className}`}
      // Safe by construction: the API renders Markdown and sanitises it (apps/api/src/content/markdown.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
