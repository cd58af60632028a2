import { localeOfRequest } from '@shop/core/locale';
import { brandManifest } from '@shop/core/one-brand';
import type { Route } from './+types/manifest';
import { look, requestStore } from '~/root';
import { brandId } from '~/config.server';

/** The web app manifest in the shopper's language: the shop installs as an app. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  brandManifest(requestStore(context).dispatch, brandId, localeOfRequest(request), look, 'Quick');
