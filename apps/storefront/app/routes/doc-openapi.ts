import { openApiDocument } from '~/lib/openapi-document.server';

/** `/doc/openapi.json`: the store API's OpenAPI document, for generators and API tools. */
export async function loader() {
  return Response.json(await openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
