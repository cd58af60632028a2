import {
  customerStored,
  emailKeptForVerification,
  phoneKeptForVerification,
  returnPathAfterSignIn,
  useSignInMutation,
} from '@shop/core/customer';
import { LoginForm } from '@shop/ui/login-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch } from '~/hooks';
import { apiErrors, hasErrorCode } from '@shop/core/api-errors';

/** Runs the route guards on the server for client navigation too (root middleware). */
export const loader = () => null;

/** `/auth/login`: sign in by e-mail or mobile number (spec §2, §4, §8). */
export default function Login() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading, error }] = useSignInMutation();
  return (
    <>
      <Seo
        title={`${t('login.title')} · ${t('common:brand.name')}`}
        description={t('login.title')}
        noIndex
      />
      <LoginForm
        headingLevel={1}
        busy={isLoading}
        serverErrors={error && !hasErrorCode(error, '403') ? apiErrors(error) : undefined}
        forgotPasswordHref="/auth/forgot-password"
        registerHref="/auth/register"
        onSubmit={(values) =>
          void (async () => {
            const result = await signIn(values);
            if (result.data) {
              dispatch(customerStored(result.data));
              notify(t(accountMessages.loginSuccess));
              // Back to the customer page the guard sent the guest from, if any (R2.96).
              await navigate(returnPathAfterSignIn());
            } else if (hasErrorCode(result.error, '403')) {
              // Not verified yet: keep what was entered, e-mail or mobile number, and go to
              // verification (spec §4, §8: R4.04, R8.01).
              dispatch(
                values.method === 'email'
                  ? emailKeptForVerification(values.email)
                  : phoneKeptForVerification({ phoneCode: values.phoneCode, phone: values.phone }),
              );
              notify(t(accountMessages.codeSent));
              await navigate('/auth/otp');
            }
          })()
        }
      />
    </>
  );
}
