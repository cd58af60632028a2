import {
  MAINTENANCE_MESSAGE_MAX,
  MAINTENANCE_RETRY_AFTER_MAX,
  useChangeSettingsMutation,
  useGetStaffSettingsQuery,
  type SiteSettings,
} from '@shop/core/staff';
import { NumberField, primaryButtonClass, TextArea } from '@shop/ui/form-fields';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage, type Outcome } from '~/components/outcome';
import { errorStatus } from '~/lib/api-errors';

/** The site settings (admins): maintenance mode with its messages, and the popup. */
export default function Settings() {
  const { t } = useTranslation('backoffice');
  const { data, error } = useGetStaffSettingsQuery();
  return (
    <section aria-labelledby="settings-title" className="grid max-w-2xl gap-4">
      <title>{`${t('settings.title')} · ${t('appName')}`}</title>
      <h1 id="settings-title" className="text-2xl font-bold">
        {t('settings.title')}
      </h1>
      {error ? (
        <p role="alert" className="font-semibold text-red-700">
          {errorStatus(error) === 403 ? t('settings.notAllowed') : t('settings.loadFailed')}
        </p>
      ) : data ? (
        <SettingsForm settings={data} />
      ) : (
        <p role="status" className="text-ink-muted">
          {t('settings.loading')}
        </p>
      )}
    </section>
  );
}

const checkboxClass = 'mt-1 size-5 shrink-0 accent-brand-700';

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('backoffice');
  const [change, changing] = useChangeSettingsMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [retryError, setRetryError] = useState<string | undefined>();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const retry = text('retryAfterSeconds');
    const seconds = retry === '' ? null : Number(retry);
    if (
      seconds !== null &&
      (!Number.isInteger(seconds) || seconds < 1 || seconds > MAINTENANCE_RETRY_AFTER_MAX)
    ) {
      setRetryError(t('settings.retryInvalid'));
      return;
    }
    setRetryError(undefined);
    const result = await change({
      maintenance: {
        enabled: form.get('maintenance') === 'on',
        messageAr: text('messageAr'),
        messageEn: text('messageEn'),
        retryAfterSeconds: seconds,
      },
      recentPurchasesPopup: { enabled: form.get('popup') === 'on' },
    });
    setOutcome(
      'data' in result
        ? { text: t('settings.saved'), failed: false }
        : { text: t('settings.failed'), failed: true },
    );
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="grid gap-4">
      <fieldset className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4">
        <legend className="px-1 text-lg font-semibold">{t('settings.maintenance')}</legend>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="maintenance"
            defaultChecked={settings.maintenance.enabled}
            className={checkboxClass}
          />
          {t('settings.maintenanceOn')}
        </label>
        <TextArea
          name="messageAr"
          label={t('settings.messageAr')}
          defaultValue={settings.maintenance.messageAr}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          rows={2}
          lang="ar"
          dir="rtl"
        />
        <TextArea
          name="messageEn"
          label={t('settings.messageEn')}
          defaultValue={settings.maintenance.messageEn}
          maxLength={MAINTENANCE_MESSAGE_MAX}
          rows={2}
          lang="en"
          dir="ltr"
        />
        <NumberField
          name="retryAfterSeconds"
          label={t('settings.retryAfter')}
          defaultValue={settings.maintenance.retryAfterSeconds ?? ''}
          maxLength={5}
          error={retryError}
        />
      </fieldset>
      <fieldset className="grid gap-3 rounded-lg border border-line/40 bg-surface-raised p-4">
        <legend className="px-1 text-lg font-semibold">{t('settings.popup')}</legend>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="popup"
            defaultChecked={settings.recentPurchasesPopup.enabled}
            className={checkboxClass}
          />
          {t('settings.popupOn')}
        </label>
      </fieldset>
      <button
        type="submit"
        disabled={changing.isLoading}
        className={`${primaryButtonClass} justify-self-start`}
      >
        {t('settings.save')}
      </button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
