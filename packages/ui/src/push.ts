// Push in a shop front (spec §7): the account's notifications switch, with the push calls.
// The token refresh at start-up, which loads them only when due: @shop/ui/push-startup.
export { usePush, type PushSwitchState } from '#push/use-push.ts';
