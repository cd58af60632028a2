// Push in a shop front (spec §7): the account's switch (`usePush`, which brings the push calls)
// and the token refresh at start-up (`usePushStartup`, which loads them only when due).
export { usePush, type PushSwitchState } from '#push/use-push.ts';
export { usePushStartup } from '#push/use-push-startup.ts';
