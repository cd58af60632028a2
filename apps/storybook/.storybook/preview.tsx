import './preview.css';
import {
  createI18n,
  defaultLocale,
  directionOf,
  isLocale,
  locales,
  type Locale,
} from '@shop/core/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

/** One i18n instance per language, made on first use and kept: stories only read them. */
const instances = new Map<Locale, I18n>();
function i18nFor(lng: Locale): I18n {
  let instance = instances.get(lng);
  if (!instance) {
    instance = createI18n(lng, [initReactI18next]);
    instances.set(lng, instance);
  }
  return instance;
}

const both = 'both';
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/**
 * Wraps the story in the chosen language's i18n instance and sets `<html lang dir>` (direction
 * from i18next through `directionOf`). "Both" renders one copy per language side by side, each in
 * a labelled section with its own `lang`/`dir`, while the document stays in the default language.
 * Docs pages show several stories at once, so there the wrapper carries `lang`/`dir` instead.
 */
const withLocale: Decorator = (Story, { globals, viewMode }) => {
  const choice: unknown = globals.locale;
  const root = document.documentElement;

  if (choice === both) {
    root.lang = defaultLocale;
    root.dir = directionOf(defaultLocale);
    return (
      <div className="grid grid-cols-2 gap-4">
        {locales.map((lng) => {
          const i18n = i18nFor(lng);
          return (
            <section
              key={lng}
              lang={lng}
              dir={directionOf(lng)}
              aria-label={i18n.t('header.languageName')}
              className="min-w-0"
            >
              <I18nextProvider i18n={i18n}>
                <Story />
              </I18nextProvider>
            </section>
          );
        })}
      </div>
    );
  }

  const lng = isLocale(choice) ? choice : defaultLocale;
  const story = (
    <I18nextProvider i18n={i18nFor(lng)}>
      <Story />
    </I18nextProvider>
  );
  if (viewMode === 'docs') {
    return (
      <div lang={lng} dir={directionOf(lng)}>
        {story}
      </div>
    );
  }
  root.lang = lng;
  root.dir = directionOf(lng);
  return story;
};

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];
const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme);
/** The theme the tests run under: `STORY_THEME=dark` runs every story's axe check in dark. */
const testTheme: Theme = isTheme(import.meta.env.VITE_STORY_THEME)
  ? import.meta.env.VITE_STORY_THEME
  : 'light';

/**
 * Puts the story under the chosen theme of @shop/ui/theme.css (`data-theme` on `<html>`, as a
 * shop front sets it); on docs pages, where several stories share the document, on a wrapper.
 */
const withTheme: Decorator = (Story, { globals, viewMode }) => {
  const theme = isTheme(globals.theme) ? globals.theme : 'light';
  if (viewMode === 'docs') {
    return (
      <div data-theme={theme} className="bg-surface p-2 text-ink">
        <Story />
      </div>
    );
  }
  document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview = {
  decorators: [withLocale, withTheme],
  globalTypes: {
    locale: {
      description: 'Interface language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          ...locales.map((lng) => ({
            value: lng,
            title: `${languageNames.of(lng) ?? lng} (${directionOf(lng).toUpperCase()})`,
          })),
          { value: both, title: 'Both side by side' },
        ],
      },
    },
    theme: {
      description: 'Theme of @shop/ui/theme.css',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        dynamicTitle: true,
        items: themes.map((value) => ({ value, title: value === 'light' ? 'Light' : 'Dark' })),
      },
    },
  },
  initialGlobals: { locale: defaultLocale, theme: testTheme },
  parameters: {
    // Any axe violation fails the story's test (and shows in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone375: {
          name: 'Phone 375',
          styles: { width: '375px', height: '667px' },
          type: 'mobile',
        },
      },
    },
  },
} satisfies Preview;

export default preview;
