import { hydrateShop } from '@shop/ui/hydrate-shop';

hydrateShop();
