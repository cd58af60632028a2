// Node only, at a shop front's build: its service worker (push messages in the shopper's
// language, offline pages, the build's files precached, public pages cached for signed-out
// shoppers) and the offline pages, in its built client folder. Needs `workbox-build`.
export * from '#service-worker/build.ts';
