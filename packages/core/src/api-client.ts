// The plain API client alone, without the RTK Query api slice of @shop/core/api (which
// re-exports it): the browser creates its client on every page, the api slice loads only with
// the screens that call it.
export * from '#api/client.ts';
export {
  PUBLIC_KEY_HEADER,
  API_LANGUAGE,
  REQUEST_ID_HEADER,
  saneRequestId,
} from '#api/constants.ts';
