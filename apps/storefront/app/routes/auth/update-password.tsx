import { customerStored, selectCustomer, useUpdatePasswordMutation } from '@shop/core/customer';
import { ResetPasswordForm } from '@shop/ui/reset-password-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch, useAppSelector } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** `/auth/update-password`: the e-mailed code and a new password; signs in with "Welcome back". */
export default function UpdatePassword() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { email } = useAppSelector(selectCustomer);
  const [update, { isLoading, error }] = useUpdatePasswordMutation();
  return (
    <>
      <Seo
        title={`${t('reset.title')} · ${t('common:brand.name')}`}
        description={t('reset.introNoEmail')}
        noIndex
      />
      <ResetPasswordForm
        email={email}
        busy={isLoading}
        serverErrors={error ? apiErrors(error) : undefined}
        onSubmit={(values) =>
          void (async () => {
            const result = await update(values);
            if (result.data) {
              dispatch(customerStored(result.data));
              notify(t(accountMessages.welcomeBack));
              await navigate('/');
            }
          })()
        }
      />
    </>
  );
}
