import {
  customerStored,
  returnPathAfterSignIn,
  selectCustomer,
  useResendEmailMutation,
  useVerifyEmailMutation,
} from '@shop/core/customer';
import type { PhoneCode, ResendCodeRequest } from '@shop/core/customer-schemas';
import { VerifyCodeForm } from '@shop/ui/verify-code-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** Seconds before another code may be requested (the API rate-limits resends as well). */
const RESEND_COOLDOWN_S = 60;

/**
 * `/auth/otp`: the code e-mailed to the stored e-mail, or to the account of the stored mobile
 * number (guarded: without either, back to login).
 */
export default function VerifyOtp() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { email, phoneCode, phone } = useAppSelector(selectCustomer);
  // Whose code: the e-mail kept, or the mobile number of a sign-in by phone answered 403.
  const target: ResendCodeRequest = email
    ? { email }
    : { phoneCode: phoneCode as PhoneCode, phone };
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
        phone={phone ? `+${phoneCode} ${phone}` : ''}
        busy={isLoading}
        serverErrors={
          error ? apiErrors(error) : resendState.error ? apiErrors(resendState.error) : undefined
        }
        resendCooldown={resendState.isSuccess ? RESEND_COOLDOWN_S : 0}
        onResend={() =>
          void (async () => {
            const result = await resend(target);
            if (result.data) notify(t(accountMessages.codeSent));
          })()
        }
        onSubmit={({ code }) =>
          void (async () => {
            const result = await verify({ ...target, code });
            if (result.data) {
              dispatch(customerStored(result.data));
              notify(t(accountMessages.loginSuccess));
              // Verification completes a sign-in: back where the guard sent the guest from.
              await navigate(returnPathAfterSignIn());
            }
          })()
        }
      />
    </>
  );
}
