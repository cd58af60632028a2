import {
  customerStored,
  selectCustomer,
  useResendEmailMutation,
  useVerifyEmailMutation,
} from '@shop/core/customer';
import { VerifyCodeForm } from '@shop/ui/verify-code-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '~/lib/api-errors';

export const loader = () => null;

/** Seconds before another code may be requested (the API rate-limits resends as well). */
const RESEND_COOLDOWN_S = 60;

/** `/auth/otp`: the code e-mailed to the stored e-mail (guarded: without one, back to login). */
export default function VerifyOtp() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { email } = useAppSelector(selectCustomer);
  const [verify, { isLoading, error }] = useVerifyEmailMutation();
  const [resend, resendState] = useResendEmailMutation();
  return (
    <>
      <Seo
        title={`${t('verify.title')} · ${t('common:brand.name')}`}
        description={t('verify.title')}
        noIndex
      />
      <VerifyCodeForm
        headingLevel={1}
        email={email}
        busy={isLoading}
        serverErrors={
          error ? apiErrors(error) : resendState.error ? apiErrors(resendState.error) : undefined
        }
        resendCooldown={resendState.isSuccess ? RESEND_COOLDOWN_S : 0}
        onResend={() =>
          void (async () => {
            const result = await resend({ email });
            if (result.data) notify(t(accountMessages.codeSent));
          })()
        }
        onSubmit={(values) =>
          void (async () => {
            const result = await verify(values);
            if (result.data) {
              dispatch(customerStored(result.data));
              notify(t(accountMessages.loginSuccess));
              await navigate('/');
            }
          })()
        }
      />
    </>
  );
}
