import { locales, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The language the page is shown in now. */
  lang: Locale;
  /** Called with the other language when the button is pressed. */
  onLanguageChange: (next: Locale) => void;
  /** Extra classes for the button, e.g. to size it in a toolbar. */
  className?: string;
  /**
   * Renders the button disabled, e.g. while a server-rendered page hydrates, so a press that
   * nothing would handle yet is not silently lost. It keeps its look; only the cursor tells.
   */
  disabled?: boolean;
}

/**
 * A button that switches the interface to the other language. It shows that language's name in
 * that language ("العربية" on an English page, "English" on an Arabic one; "عربي" and "EN" on a
 * phone); screen readers hear "Switch language" and the full name.
 *
 * @example
 * ```tsx
 * <LanguageSwitch lang="en" onLanguageChange={(next) => navigate(`/${next}`)} />
 * ```
 */
export function LanguageSwitch({
  lang,
  onLanguageChange,
  className,
  disabled = false,
}: LanguageSwitchProps) {
  const { t } = useTranslation('common');
  const next = locales.find((locale) => locale !== lang) ?? lang;

  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => onLanguageChange(next)}
      className={[
        'inline-flex min-h-10 items-center gap-2 rounded-full border border-brand-600 bg-surface-raised px-3 py-1.5 text-sm font-semibold text-brand-700',
        'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-progress',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {/* Not on a phone: the short name alone keeps the header's first row within 375 px. */}
      <GlobeIcon className="size-4 shrink-0 max-sm:hidden" />
      {/* Accessible name "Switch language العربية": a hidden prefix, then the visible text. The
          space between the spans separates the words for screen readers; flex layout drops it. */}
      <span className="sr-only">{t('header.languageSwitch')}</span>{' '}
      <span lang={next} className="max-sm:sr-only">
        {t('header.otherLanguage')}
      </span>
      {/* On a phone the button shows a short name ("EN", "عربي") to keep the header one row. */}
      <span lang={next} aria-hidden="true" className="sm:hidden">
        {t('header.otherLanguageShort')}
      </span>
    </button>
  );
}

function GlobeIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
    </svg>
  );
}
