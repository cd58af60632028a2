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

/**
 * Under test (vitest.config.ts), after the a11y addon has run every axe rule on the story in the
 * light theme, the same rendered story is switched to the dark theme and axe's colour-contrast rule
 * runs again: each story is proved in both themes without rendering it twice. Transitions are
 * held while the theme is switched, so axe reads the dark colours, not a fade between the two,
 * and finite animations are let finish.
 */
const checkDarkContrast: NonNullable<Preview['afterEach']> = async ({ viewMode }) => {
  if (!import.meta.env.VITE_STORY_DARK_CONTRAST || viewMode !== 'story') return;
  const { default: axe } = await import('axe-core');
  const root = document.documentElement;
  const before = root.dataset.theme;
  const still = document.createElement('style');
  still.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(still);
  root.dataset.theme = 'dark';
  try {
    // An element fading in (a drawer) is skipped by axe until it is opaque; a paused animation
    // (a toast's timer under the pointer) never finishes, hence the second's cap.
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(settling), new Promise((done) => setTimeout(done, 1000))]);
    const { violations } = await axe.run(
      {
        include: document.body,
        exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
      },
      { runOnly: { type: 'rule', values: ['color-contrast'] } },
    );
    const failures = violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`,
      ),
    );
    if (failures.length > 0) {
      throw new Error(`Dark theme colour contrast (axe color-contrast):\n${failures.join('\n')}`);
    }
  } finally {
    if (before === undefined) delete root.dataset.theme;
    else root.dataset.theme = before;
    still.remove();
  }
};

const preview = {
  afterEach: checkDarkContrast,
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
  initialGlobals: { locale: defaultLocale, theme: 'light' },
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
