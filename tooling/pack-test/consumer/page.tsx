// A shop page as a developer outside the repository writes it, from the packed packages alone
// (their public entry points): lists the products, adds the first one to the cart, and renders
// the product cards on the server. Prints one JSON line: { products, cart, html }.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, createApiClient } from '@shop/core/api';
import { cartApi, cartSlice } from '@shop/core/cart';
import { catalogApi } from '@shop/core/catalog';
import { createI18n } from '@shop/core/i18n';
import { ProductCard } from '@shop/ui/product-card';
import { I18nextProvider } from 'react-i18next';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';

const apiClient = createApiClient({
  baseUrl: process.env.API_URL!,
  publicKey: 'pk_demo_storefront',
});
const store = configureStore({
  reducer: combineSlices(cartSlice, api),
  middleware: (getDefault) =>
    getDefault({ thunk: { extraArgument: { apiClient } } }).concat(api.middleware),
});

const lang = 'en';
const products = await store
  .dispatch(catalogApi.endpoints.getProducts.initiate({ pageSize: 4 }, { subscribe: false }))
  .unwrap();
const currencies = await store
  .dispatch(catalogApi.endpoints.getCurrencies.initiate(undefined, { subscribe: false }))
  .unwrap();
const storeCurrency = currencies.find((c) => c.isStoreCurrency) ?? currencies[0]!;
const first = products.items.find((p) => p.stockQuantity > 0) ?? products.items[0]!;
const cart = await store
  .dispatch(cartApi.endpoints.addCartLine.initiate({ productId: first.id }))
  .unwrap();

const i18n = createI18n(lang);
const html = renderToString(
  <Provider store={store}>
    <I18nextProvider i18n={i18n}>
      <main>
        <h1>Products</h1>
        {products.items.map((product) => (
          <ProductCard
            key={product.id}
            product={product}
            lang={lang}
            href={`/p/${product.slug}`}
            storeCurrency={storeCurrency}
            onAddToCart={() => undefined}
          />
        ))}
      </main>
    </I18nextProvider>
  </Provider>,
);

console.log(
  JSON.stringify({
    products: products.items.map((p) => ({ id: p.id, nameEn: p.nameEn })),
    cart: { lines: cart.lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })) },
    html,
  }),
);
// Done: drop RTK Query's cache, whose entries would keep the process alive until they expire.
store.dispatch(api.util.resetApiState());
