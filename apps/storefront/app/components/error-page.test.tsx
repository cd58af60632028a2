import { createI18n, type Locale } from '@shop/core/i18n';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createRoutesStub, data, useRouteError } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage } from '~/components/error-page';
import { StartupError } from '~/lib/startup';

afterEach(cleanup);

function Boundary() {
  return <ErrorPage error={useRouteError()} />;
}

/** Renders `path` in a router whose only route fails with `failure`. */
function renderFailure(
  failure: () => never,
  { path = '/broken', lang = 'en' }: { path?: string; lang?: Locale } = {},
) {
  const Stub = createRoutesStub([
    { path: '*', loader: failure, Component: () => null, ErrorBoundary: Boundary },
  ]);
  render(
    <I18nextProvider i18n={createI18n(lang, [initReactI18next])}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows 500 and "Internal Server Error" for an error without a status, never its message', async () => {
    renderFailure(() => {
      throw new Error('database password is hunter2');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Internal Server Error',
    );
    expect(screen.getByText('500')).toBeTruthy();
    expect(
      screen.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeTruthy();
    expect(screen.queryByText(/hunter2/)).toBeNull();
  });

  it('keeps the status of a response error and its default message', async () => {
    renderFailure(() => {
      throw data(null, { status: 503 });
    });
    expect(await screen.findByText('503')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Internal Server Error');
  });

  it('uses the separate 404 view with the path and the not-found sentence', async () => {
    renderFailure(
      () => {
        throw data(null, { status: 404 });
      },
      { path: '/no-such-page' },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page Not Found');
    expect(screen.getByTestId('not-found-path').textContent).toBe('Page not found: /no-such-page');
    // The path is isolated left to right, so it reads "/no-such-page" inside Arabic text too.
    expect(screen.getByText('/no-such-page').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('The page you are looking for could not be found')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Arabic in Arabic', async () => {
    renderFailure(
      () => {
        throw data(null, { status: 404 });
      },
      { path: '/x', lang: 'ar' },
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'الصفحة غير موجودة',
    );
    expect(screen.getByTestId('not-found-path').textContent).toBe('الصفحة غير موجودة: /x');
  });

  it('shows a message the app chose for a status', async () => {
    renderFailure(() => {
      throw data('Maintenance in progress', { status: 503 });
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Maintenance in progress',
    );
  });

  it('reports a start-up failure of the application error state, in both languages (R8.19)', async () => {
    for (const [lang, title, description] of [
      [
        'en',
        'Internal Server Error',
        'The shop could not start: its texts did not load. Please reload the page.',
      ],
      ['ar', 'خطأ داخلي في الخادم', 'تعذّر تشغيل المتجر: لم تُحمَّل نصوصه. يرجى إعادة تحميل الصفحة.'],
    ] as const) {
      renderFailure(
        () => {
          throw new StartupError({ code: 'translations', status: 500 });
        },
        { lang },
      );
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
      expect(screen.getByText('500')).toBeTruthy();
      expect(screen.getByText(description)).toBeTruthy();
      cleanup();
    }
  });
});
