export {
  Toaster,
  accountMessages,
  notify,
  toastDefaults,
  type ToastType,
  type ToasterProps,
} from '#toast/toast.tsx';
