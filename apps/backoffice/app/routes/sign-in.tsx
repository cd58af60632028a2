import type { StoreQueryError } from '@shop/core/api';
import {
  backOfficeSignedIn,
  selectBackOfficeSession,
  sellerSessionOf,
  staffSessionOf,
  useSellerSignInMutation,
  useStaffSignInMutation,
} from '@shop/core/staff';
import { EmailField, PasswordField, primaryButtonClass } from '@shop/ui/form-fields';
import { LanguageSwitch } from '@shop/ui/language-switch';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import { useBackOfficeLanguage } from '~/lib/language';

type Kind = 'staff' | 'seller';

/** Where to go after signing in: a page of this app only, never another site. */
export function safeReturnPath(from: string | null): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\')
    ? from
    : '/';
}

/** The message of a refused sign-in. */
function refusal(error: StoreQueryError, kind: Kind): string {
  if (error.status === 401) return 'signIn.wrong';
  if (error.status === 403 && kind === 'seller') return 'signIn.suspended';
  if (error.status === 429) return 'signIn.tooMany';
  return 'signIn.failed';
}

/** Staff and sellers sign in here, each through their own API sign-in. */
export default function SignIn() {
  const { t } = useTranslation('backoffice');
  const { lang, switchLanguage } = useBackOfficeLanguage();
  const dispatch = useDispatch();
  const session = useSelector(selectBackOfficeSession);
  const [params] = useSearchParams();
  const [kind, setKind] = useState<Kind>('staff');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [staffSignIn, staff] = useStaffSignInMutation();
  const [sellerSignIn, seller] = useSellerSignInMutation();
  const busy = staff.isLoading || seller.isLoading;

  if (session) return <Navigate to={safeReturnPath(params.get('from'))} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    // The schemas (zod) load with the first submit, not with the page.
    const { staffSignInRequestSchema } = await import('@shop/core/schemas');
    const parsed = staffSignInRequestSchema.safeParse({
      email: text('email').trim(),
      password: text('password'),
    });
    setFailure(null);
    if (!parsed.success) {
      const errors: { email?: string; password?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !errors[field])
          errors[field] = issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    try {
      const session =
        kind === 'staff'
          ? staffSessionOf(await staffSignIn(parsed.data).unwrap())
          : sellerSessionOf(await sellerSignIn(parsed.data).unwrap());
      dispatch(backOfficeSignedIn(session));
    } catch (error) {
      setFailure(t(refusal(error as StoreQueryError, kind)));
    }
  };

  return (
    <main id="main" className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <title>{`${t('signIn.title')} · ${t('appName')}`}</title>
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-bold text-brand-800">{t('appName')}</p>
        <LanguageSwitch lang={lang} onLanguageChange={switchLanguage} />
      </div>
      <h1 className="text-2xl font-bold">{t('signIn.title')}</h1>
      {params.get('ended') ? (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          {t('shell.sessionEnded')}
        </p>
      ) : null}
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{t('signIn.as')}</legend>
          <div className="flex gap-4">
            {(['staff', 'seller'] as const).map((option) => (
              <label key={option} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-5 accent-brand-700"
                />
                {t(`signIn.${option}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <EmailField
          name="email"
          label={t('signIn.email')}
          required
          autoComplete="username"
          error={fieldErrors.email && t(fieldErrors.email)}
        />
        <PasswordField
          name="password"
          label={t('signIn.password')}
          required
          error={fieldErrors.password && t(fieldErrors.password)}
        />
        {failure ? (
          <p role="alert" className="font-semibold text-red-700">
            {failure}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
