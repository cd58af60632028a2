import type { Route } from './+types/api-proxy';
import { REQUEST_ID_HEADER } from '@shop/core/api-client';
import { forwardToApi } from '@shop/core/api-proxy';
import { apiOrigin, requestIdOf } from '~/config.server';

// `/api/*` and `/media/*` under `react-router dev` only: the production server (server.mjs)
// answers them before React Router with server/api-proxy.mjs, which streams both ways with a
// body limit and passes the client's address on. This buffered stand-in is for development.

const forward = (request: Request) =>
  forwardToApi(request, apiOrigin, { [REQUEST_ID_HEADER]: requestIdOf(request) });

export const loader = ({ request }: Route.LoaderArgs) => forward(request);
export const action = ({ request }: Route.ActionArgs) => forward(request);
