import {
  customerStored,
  profileUpdated,
  selectCustomer,
  useUpdateProfileMutation,
  useUpdateProfilePasswordMutation,
} from '@shop/core/customer';
import { PasswordModal } from '@shop/ui/password-modal';
import { ProfileModal } from '@shop/ui/profile-modal';
import { accountMessages, notify } from '@shop/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';
import { usePush } from '@shop/ui/push';
import { useHydrated } from '~/lib/use-hydrated';
import type { loader as rootLoader } from '~/root';

export const loader = () => null;

const buttonClass =
  'inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** My Dashboard: the profile, with the profile-edit and password-change modals (spec §2). */
export default function Dashboard() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const [open, setOpen] = useState<'profile' | 'password' | null>(null);
  const [updateProfile, profileState] = useUpdateProfileMutation();
  const [updatePassword, passwordState] = useUpdateProfilePasswordMutation();
  const push = usePush(useRouteLoaderData<typeof rootLoader>('root')?.firebase ?? null);
  const hydrated = useHydrated();
  return (
    <>
      <Seo
        title={`${t('nav.dashboard')} · ${t('common:brand.name')}`}
        description={t('nav.dashboard')}
        noIndex
      />
      <h1 className="text-3xl font-bold">{t('nav.dashboard')}</h1>
      <dl className="mt-6 grid max-w-xl grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 rounded-lg border border-brand-200 bg-surface-raised p-4">
        <dt className="text-ink-muted">{t('fields.name')}</dt>
        {/* A long name or e-mail wraps anywhere rather than widening the page (R2.39 at 390 px). */}
        <dd className="min-w-0 [overflow-wrap:anywhere]">{customer.userName}</dd>
        <dt className="text-ink-muted">{t('fields.email')}</dt>
        <dd className="min-w-0 break-all">
          <bdi dir="ltr">{customer.email}</bdi>
        </dd>
        <dt className="text-ink-muted">{t('fields.phone')}</dt>
        <dd className="min-w-0 break-all">
          <bdi dir="ltr">{customer.phone ? `+${customer.phoneCode} ${customer.phone}` : ''}</bdi>
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={!hydrated}
          onClick={() => setOpen('profile')}
        >
          {t('profile.title')}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!hydrated}
          onClick={() => setOpen('password')}
        >
          {t('password.title')}
        </button>
        <button
          type="button"
          className={buttonClass}
          disabled={!hydrated}
          aria-disabled={push.state === 'busy'}
          onClick={() =>
            void (push.state === 'busy' ? undefined : push.on ? push.disable() : push.enable())
          }
        >
          {push.on ? t('push.disable') : t('push.enable')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-ink-muted">
        {push.state === 'enabled' ||
        push.state === 'denied' ||
        push.state === 'failed' ||
        push.state === 'disabled'
          ? t(`push.${push.state}`)
          : ''}
      </p>
      <ProfileModal
        open={open === 'profile'}
        onClose={() => setOpen(null)}
        customer={customer}
        busy={profileState.isLoading}
        serverErrors={profileState.error ? apiErrors(profileState.error) : undefined}
        onSubmit={(values) =>
          void (async () => {
            const result = await updateProfile(values);
            if (result.data) {
              const { userName, phone, phoneCode } = result.data;
              dispatch(profileUpdated({ userName, phone, phoneCode }));
              notify(t(accountMessages.profileUpdated));
              setOpen(null);
            }
          })()
        }
      />
      <PasswordModal
        open={open === 'password'}
        onClose={() => setOpen(null)}
        busy={passwordState.isLoading}
        serverErrors={
          passwordState.error
            ? apiErrors(passwordState.error).map((error) =>
                // Here wrong credentials can only be the current password: say so, beside it.
                error.code === 'invalid_credentials'
                  ? {
                      ...error,
                      field: 'currentPassword',
                      message: 'account:serverErrors.wrongCurrentPassword',
                    }
                  : error,
              )
            : undefined
        }
        onSubmit={(values) =>
          void (async () => {
            const result = await updatePassword(values);
            if (result.data) {
              // Older tokens are revoked: keep the fresh one the answer carries.
              dispatch(customerStored(result.data));
              notify(t(accountMessages.passwordUpdated));
              setOpen(null);
            }
          })()
        }
      />
    </>
  );
}
