/** Readiness probe for `npm start` and the end-to-end tests. */
export function loader() {
  return new Response('ok', { headers: { 'Cache-Control': 'no-store' } });
}
