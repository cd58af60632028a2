import { customerStored, useSignUpMutation } from '@shop/core/customer';
import { RegisterForm } from '@shop/ui/register-form';
import { accountMessages, notify } from '@shop/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Seo } from '~/components/seo';
import { useAppDispatch } from '~/hooks';
import { apiErrors } from '@shop/core/api-errors';

export const loader = () => null;

/** `/auth/register`: create the account; the customer is stored and the e-mail verified next. */
export default function Register() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [signUp, { isLoading, error }] = useSignUpMutation();
  return (
    <>
      <Seo
        title={`${t('register.title')} · ${t('common:brand.name')}`}
        description={t('register.title')}
        noIndex
      />
      <RegisterForm
        headingLevel={1}
        busy={isLoading}
        serverErrors={error ? apiErrors(error) : undefined}
        loginHref="/auth/login"
        onSubmit={(values) =>
          void (async () => {
            const result = await signUp(values);
            if (result.data) {
              dispatch(customerStored(result.data));
              notify(t(accountMessages.codeSent));
              await navigate('/auth/otp');
            }
          })()
        }
      />
    </>
  );
}
