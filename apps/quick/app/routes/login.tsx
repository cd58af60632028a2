import { apiErrors } from '@shop/core/api-errors';
import { customerStored, returnPathAfterSignIn, useSignInMutation } from '@shop/core/customer';
import { LoginForm } from '@shop/ui/login-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';

/** Sign in (the storefront's accounts: register and reset there). */
export default function Login() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [signIn, { isLoading, error }] = useSignInMutation();
  return (
    <LoginForm
      headingLevel={1}
      busy={isLoading}
      serverErrors={error ? apiErrors(error) : undefined}
      forgotPasswordHref="/auth/login"
      registerHref="/auth/login"
      onSubmit={(values) =>
        void signIn(values).then(async (result) => {
          if (!result.data) return;
          dispatch(customerStored(result.data));
          await navigate(returnPathAfterSignIn(), { replace: true });
        })
      }
    />
  );
}
