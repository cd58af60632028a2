import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '#brand/logo-mark.tsx';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Year of the copyright line; passed in so server and client render the same text. */
  year: number;
  /** The app's links to its information pages (Contact Us …), as list items (`<li>`). */
  links?: ReactNode;
  /** The newsletter sign-up (a heading and the form), shown above the links. */
  newsletter?: ReactNode;
}

/**
 * The site footer (contentinfo landmark): brand name, tagline, what Souq is, the app's links
 * (a labelled navigation: About Us, FAQs, the privacy policy, Contact Us …) and the copyright line.
 *
 * @example
 * ```tsx
 * <Footer year={2026} links={<li><Link href="/contact-us">Contact Us</Link></li>} />
 * ```
 */
export function Footer({ year, links, newsletter }: FooterProps) {
  const { t } = useTranslation('common');

  return (
    <footer aria-label={t('footer.label')} className="bg-brand-900 text-on-strong">
      {newsletter ? (
        <div className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
          <div className="max-w-2xl rounded-xl bg-surface p-5 text-ink">{newsletter}</div>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-xl font-bold">
            <LogoMark className="size-8 shrink-0" />
            {t('brand.name')}
          </p>
          <p className="text-brand-100">{t('brand.tagline')}</p>
        </div>
        {links ? (
          <nav aria-label={t('footer.linksLabel')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm [&_a]:inline-flex [&_a]:min-h-10 [&_a]:items-center [&_a]:text-on-strong [&_a]:underline-offset-4 [&_a:hover]:underline [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-on-strong">
              {links}
            </ul>
          </nav>
        ) : null}
        <p className="max-w-prose text-sm text-brand-100 md:text-end">{t('footer.madeFor')}</p>
      </div>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-brand-100 sm:px-6">
          {t('footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}
