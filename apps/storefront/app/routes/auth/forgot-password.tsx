import { emailKeptForVerification, useForgotPasswordMutation } from '@shop/core/customer';
import { ForgotPasswordForm } from '@shop/ui/forgot-password-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** `/auth/forgot-password`: e-mails a code, then the new password is set on /auth/update-password. */
export default function ForgotPassword() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [forgot, { isLoading, error }] = useForgotPasswordMutation();
  return (
    <>
      <Seo
        title={`${t('forgot.title')} · ${t('common:brand.name')}`}
        description={t('forgot.intro')}
        noIndex
      />
      <ForgotPasswordForm
        busy={isLoading}
        serverErrors={error ? apiErrors(error) : undefined}
        loginHref="/auth/login"
        onSubmit={(values) =>
          void (async () => {
            const result = await forgot(values);
            if (result.data) {
              dispatch(emailKeptForVerification(values.email));
              notify(t(accountMessages.codeSent));
              await navigate('/auth/update-password');
            }
          })()
        }
      />
    </>
  );
}
