import type { FastifyInstance } from 'fastify';

/**
 * Replaces Fastify's JSON body parser with one that treats an empty body as no body: the
 * storefront's client sends `Content-Type: application/json` on every non-GET call, a body-less
 * DELETE included. Non-empty bodies still go through Fastify's own parser (with its
 * prototype-poisoning protection), so malformed JSON is a 400 as before.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString(); // always a string: parseAs 'string'
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done); // answers through `done`
  });
}
