import { useTranslation } from 'react-i18next';
import { LogoMark } from '#brand/logo-mark.tsx';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Year of the copyright line; passed in so server and client render the same text. */
  year: number;
}

/**
 * The site footer (contentinfo landmark): brand name, tagline, what Souq is, and the
 * copyright line.
 *
 * @example
 * ```tsx
 * <Footer year={2026} />
 * ```
 */
export function Footer({ year }: FooterProps) {
  const { t } = useTranslation('common');

  return (
    <footer aria-label={t('footer.label')} className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="flex items-center gap-2 text-xl font-bold">
            <LogoMark className="size-8 shrink-0" />
            {t('brand.name')}
          </p>
          <p className="text-brand-100">{t('brand.tagline')}</p>
        </div>
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
