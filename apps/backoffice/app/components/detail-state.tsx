import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A detail screen whose subject does not exist (or is not this person's): say so, and a way back. */
export function NotFound({ title, back }: { title: string; back: ReactNode }) {
  const { t } = useTranslation('backoffice');
  return (
    <section className="grid justify-items-start gap-3">
      <title>{`${title} · ${t('appName')}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      {back}
    </section>
  );
}

/** A detail screen still loading, or failed to. */
export function Loading({ text }: { text: string }) {
  return (
    <p role="status" className="text-ink-muted">
      {text}
    </p>
  );
}

/** Whether a route's `:id` is an id the API could know. */
export function isId(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
}
