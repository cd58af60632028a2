import { forwardToApi } from '@shop/core/api-proxy';
import type { Route } from './+types/proxy';
import { apiUrl } from '~/config.server';

// The browser calls the API and loads its pictures through this origin.
export const loader = ({ request }: Route.LoaderArgs) =>
  forwardToApi(request, new URL(apiUrl).origin);
export const action = ({ request }: Route.ActionArgs) =>
  forwardToApi(request, new URL(apiUrl).origin);
