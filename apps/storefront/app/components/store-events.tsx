import { selectEvents, selectProcessing, type EventsState } from '@shop/core/customer-state';
import type { ApiError } from '@shop/core/schemas';
import { BusyIndicator } from '@shop/ui/busy-indicator';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useAppSelector } from '~/hooks';
import { STARTUP_TEXTS_ID } from '~/lib/startup';

/** A message that is itself a translation key ("validation:titleRequired"), not a hint. */
const translationKey = /^[a-z]+:[\w.]+$/;

/** The texts of an error list, each once: `errors:api.<code>`, else the generic description. */
function errorTexts(errors: ApiError[], t: TFunction): string[] {
  const texts = errors.map(({ code, message }) =>
    t([
      `errors:api.${code}`,
      ...(translationKey.test(message) ? [message] : []),
      'errors:internalDescription',
    ] as never),
  );
  return [...new Set(texts)];
}

/**
 * The texts of the start-up error page, in the page's language, as data in the document: when
 * the browser cannot load the translations, the error page says so with these (lib/startup.ts).
 */
function startupTexts(t: TFunction) {
  return {
    common: { brand: { name: t('common:brand.name') } },
    errors: {
      internalServerError: t('errors:internalServerError'),
      startup: { translations: t('errors:startup.translations') },
      backHome: t('errors:backHome'),
    },
  };
}

/**
 * Shows the global event store (spec §3, §8): the error list of a failure no form shows and
 * the success of an action without a message of its own, as toasts, each once; and the one busy
 * indicator while `processing`. Each outcome stays in the store until the next action begins.
 */
export function StoreEvents() {
  const { t, i18n } = useTranslation();
  const events = useAppSelector(selectEvents);
  const processing = useAppSelector(selectProcessing);
  const shown = useRef<EventsState>(events);
  useEffect(() => {
    if (shown.current === events) return;
    shown.current = events;
    const { errors, success, successfulMessage } = events;
    if (errors.length === 0 && !success) return;
    const translate = i18n.t.bind(i18n) as TFunction;
    // Only screens that call the API get here, and they have loaded the toasts.
    void import('@shop/ui/toast').then(({ notify }) => {
      for (const text of errorTexts(errors, translate)) notify(text, 'error');
      if (success) notify(translate(successfulMessage as never));
    });
  }, [events, i18n]);
  const texts = JSON.stringify(startupTexts(t)).replace(/</g, '\\u003c');
  return (
    <>
      <BusyIndicator busy={processing} />
      <script
        type="application/json"
        id={STARTUP_TEXTS_ID}
        dangerouslySetInnerHTML={{ __html: texts }}
      />
    </>
  );
}
