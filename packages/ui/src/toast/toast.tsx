import { directionOf, type Locale } from '@shop/core/i18n';
import { useTranslation } from 'react-i18next';
// The unstyled entry injects no <style>: the CSS comes from @shop/ui/toast.css. `toast` must come
// from the same entry as ToastContainer (each entry has its own queue), so apps call `notify`.
import { ToastContainer, toast, type CloseButtonProps, type Id } from 'react-toastify/unstyled';
import { CloseIcon } from '#icons/icons.tsx';
import { toastModuleLoaded } from './toast-loading.ts';

// LazyToaster mounts the Toaster from now on: a screen that can call `notify` has loaded.
toastModuleLoaded();

/** The kinds of toast (spec §9: success unless told otherwise). */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** Spec §9 toast helper: 3000 ms, top right, coloured by type. */
export const toastDefaults = {
  autoClose: 3000,
  position: 'top-right',
  theme: 'colored',
} as const;

/**
 * The account success texts of spec §8 as translation keys, for the app to show after a request
 * succeeds: `notify(t(accountMessages.profileUpdated))` with `t` of `useTranslation(['account'])`
 * (a namespace list types prefixed keys) or `i18n.t`.
 */
export const accountMessages = {
  /** "Login successful! Welcome back. 🎉" after sign-in. */
  loginSuccess: 'account:messages.loginSuccess',
  /** "Please enter the code sent to your email." on the way to verification (also after 403). */
  codeSent: 'account:messages.codeSent',
  /** "Profile updated successfully." */
  profileUpdated: 'account:messages.profileUpdated',
  /** "Password updated successfully." after a password change. */
  passwordUpdated: 'account:messages.passwordUpdated',
  /** "Welcome back" after a password reset signs the customer in (spec §4). */
  welcomeBack: 'account:messages.welcomeBack',
  /** The default "✅ Success! Your request has been completed successfully". */
  success: 'account:messages.success',
  /** Code 409: "this user is already registered" (an error toast when no form shows it). */
  alreadyRegistered: 'account:messages.alreadyRegistered',
} as const;

/**
 * Shows a toast in the {@link Toaster}: `type` defaults to success (spec §9). Pass text that is
 * already translated. Returns the toast's id.
 *
 * @example
 * ```ts
 * notify(t(accountMessages.loginSuccess));
 * notify(t('errors:internalServerError'), 'error');
 * ```
 */
export function notify(message: string, type: ToastType = 'success'): Id {
  return toast(message, { type });
}

/** A translated close button for each toast. */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation('account');
  return (
    <button
      type="button"
      aria-label={t('toast.close')}
      onClick={(event) => closeToast(event)}
      className="ms-auto grid size-8 shrink-0 place-items-center self-start rounded-full text-on-strong hover:bg-on-strong/15 focus-visible:outline-2 focus-visible:outline-on-strong"
    >
      <CloseIcon className="size-4" />
    </button>
  );
}

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** The page's language: Arabic lays the toasts out right to left. */
  lang: Locale;
}

/**
 * Where toasts appear: react-toastify's container with the spec's settings (top right, 3 s,
 * coloured), right to left in Arabic, a translated region name ("Notifications", Alt+T moves
 * there) and close buttons. Render it once near the root; show toasts with {@link notify}.
 * Needs `@shop/ui/toast.css` in the app's CSS.
 *
 * @example
 * ```tsx
 * // root.tsx
 * <Toaster lang={lang} />
 * // anywhere
 * notify(t(accountMessages.profileUpdated));
 * ```
 */
export function Toaster({ lang }: ToasterProps) {
  const { t } = useTranslation('account');
  return (
    <ToastContainer
      {...toastDefaults}
      rtl={directionOf(lang) === 'rtl'}
      closeButton={(props) => <ToastCloseButton {...props} />}
      aria-label={t('toast.region')}
    />
  );
}
