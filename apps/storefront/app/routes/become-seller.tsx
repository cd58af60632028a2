// This page calls the API in the browser: bring RTK Query's api slice.
import '~/lib/store-api';
import { activityTypesApi } from '@shop/core/activity-types';
import { catalogApi } from '@shop/core/catalog';
import { sellerTexts } from '@shop/core/i18n-seller';
import { provideNamespace } from '@shop/core/i18n-loader';
import { selectLocale } from '@shop/core/locale';
import {
  uploadSellerDocument,
  useApplyToSellMutation,
  useConfirmSellerApplicationMutation,
  useResendSellerApplicationCodeMutation,
  type SellerApplicationStatus,
} from '@shop/core/sellers';
import { Breadcrumbs } from '@shop/ui/breadcrumbs';
import { Link } from '@shop/ui/link';
import {
  SellerApplicationForm,
  type SellerApplicationSubmit,
} from '@shop/ui/seller-application-form';
import { VerifyCodeForm } from '@shop/ui/verify-code-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/become-seller';
import { Seo } from '~/components/seo';
import { useAppSelector } from '~/hooks';
import { apiData } from '~/lib/api-data';
import { apiErrors } from '@shop/core/api-errors';
import { feedbackErrors } from '~/lib/feedback-errors';
import type { loader as rootLoader } from '~/root';

/** The activity types and the cities a business can choose: public, the same for everyone. */
export async function loader({ context }: Route.LoaderArgs) {
  const [activityTypes, regions] = await Promise.all([
    apiData(context, (store) =>
      store.dispatch(
        activityTypesApi.endpoints.getActivityTypes.initiate(undefined, { subscribe: false }),
      ),
    ),
    apiData(context, (store) =>
      store.dispatch(catalogApi.endpoints.getRegions.initiate({}, { subscribe: false })),
    ),
  ]);
  return { activityTypes, regions };
}

type Step =
  | { kind: 'form' }
  | { kind: 'code'; reference: string; application: SellerApplicationSubmit }
  | { kind: 'done'; reference: string; email: string; status: SellerApplicationStatus };

/**
 * `/become-seller`, the Become Seller screen (R2.59, R1.22): the application form (its
 * documents upload as they are chosen), then the code mailed to the applicant's e-mail (as
 * sign-up's), then where the application stands. Server rendered the same for everyone; its
 * texts (`seller` namespace) load with this page only.
 */
export default function BecomeSeller({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  provideNamespace(i18n, 'seller', sellerTexts);
  const { t } = useTranslation(['seller', 'common', 'errors', 'pages']);
  const lang = useAppSelector(selectLocale);
  const api = useRouteLoaderData<typeof rootLoader>('root')?.api;
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [apply, applying] = useApplyToSellMutation();
  const [confirm, confirming] = useConfirmSellerApplicationMutation();
  const [resend, resending] = useResendSellerApplicationCodeMutation();

  const upload = async (
    kind: Parameters<typeof uploadSellerDocument>[0]['kind'],
    file: File,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
  ) => {
    const result = await uploadSellerDocument({
      baseUrl: api?.baseUrl ?? '/api/',
      publicKey: api?.publicKey ?? '',
      kind,
      file,
      onProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
      signal,
    });
    if (result.status >= 200 && result.status < 300 && !Array.isArray(result.value)) {
      return { ok: true as const, upload: result.value };
    }
    const [error] = Array.isArray(result.value) ? result.value : [];
    const code = error?.code ?? 'network_error';
    return {
      ok: false as const,
      message: t([`errors:api.${code}`, 'errors:api.internal'] as never),
    };
  };

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Seo title={`${t('title')} · ${t('common:brand.name')}`} description={t('metaDescription')} />
      <Breadcrumbs items={[{ label: t('pages:nav.home'), href: '/' }, { label: t('title') }]} />
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="text-ink-muted">{t('intro')}</p>
        <section aria-label={t('benefits.label')}>
          <ul className="grid gap-2 text-sm text-ink sm:grid-cols-3">
            {(['reach', 'delivery', 'payouts'] as const).map((benefit) => (
              <li key={benefit} className="rounded-lg bg-brand-50 p-3">
                {t(`benefits.${benefit}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>

      {step.kind === 'form' ? (
        <SellerApplicationForm
          lang={lang}
          activityTypes={loaderData.activityTypes}
          regions={loaderData.regions}
          onUpload={upload}
          busy={applying.isLoading}
          serverErrors={applying.error ? feedbackErrors(t, applying.error) : undefined}
          onSubmit={(application) =>
            void apply({ ...application, locale: lang }).then((result) => {
              if (result.data) {
                setStep({ kind: 'code', reference: result.data.reference, application });
              }
            })
          }
        />
      ) : null}

      {step.kind === 'code' ? (
        <div className="grid gap-3">
          <VerifyCodeForm
            headingLevel={2}
            email={step.application.email}
            busy={confirming.isLoading}
            serverErrors={
              confirming.error
                ? apiErrors(confirming.error)
                : resending.error
                  ? feedbackErrors(t, resending.error)
                  : undefined
            }
            onResend={() => void resend(step.reference)}
            onSubmit={({ code }) =>
              void confirm({ reference: step.reference, code }).then((result) => {
                if (result.data) {
                  setStep({
                    kind: 'done',
                    reference: result.data.reference,
                    status: result.data.status,
                    email: step.application.email,
                  });
                }
              })
            }
          />
          {resending.isSuccess ? (
            <p role="status" className="text-sm text-ink-muted">
              {t('confirm.resent', { email: step.application.email })}
            </p>
          ) : null}
          <button
            type="button"
            className="justify-self-start text-sm font-semibold text-brand-700 underline"
            onClick={() => setStep({ kind: 'form' })}
          >
            {t('confirm.edit')}
          </button>
        </div>
      ) : null}

      {step.kind === 'done' ? (
        <section
          aria-labelledby="seller-application-done"
          className="grid gap-3 rounded-xl border border-brand-100 bg-surface-raised p-6 shadow-sm"
        >
          <h2 id="seller-application-done" className="text-2xl font-bold" tabIndex={-1}>
            {t('done.title')}
          </h2>
          <p role="status">
            {t('done.body', { status: t(`status.${step.status}`), email: step.email })}
          </p>
          <p className="text-sm text-ink-muted">
            {t('done.reference', { reference: step.reference })}
          </p>
          <Link href="/" className="font-semibold text-brand-700 underline">
            {t('done.home')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
