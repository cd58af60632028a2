// Push at a shop front's start-up (spec §7): refreshes a Firebase token once the page is idle,
// only for a signed-in shopper who turned push on here; for everyone else nothing more loads.
// Its own entry, so a page's first load never carries the push calls of @shop/ui/push.
export { usePushStartup } from '#push/use-push-startup.ts';
