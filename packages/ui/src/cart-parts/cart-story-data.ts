import type { Cart, CartLine, CartLineOption } from '@shop/core/cart-state';
import type { ProductDetail, ProductSummary } from '@shop/core/catalog';
import {
  bread,
  dates,
  datesDetail,
  milk,
  pictureUrl,
  rice,
  saffron,
  tomatoes,
} from '#testing/story-data.ts';

// Demo carts for the cart components' stories and tests, shaped as `GET Cart` answers (`name`
// is Arabic). Data, not UI copy, so not in the translation files. Totals are what the API would
// compute for these lines.

export const basketBrand = {
  id: 1,
  name: 'أسواق النخيل',
  nameEn: 'Nakheel Market',
  logo: pictureUrl(140, 'circle'),
};

/** A customizable product: a cake with a size, a flavour, a message and a photo. */
export const cake: ProductSummary = {
  ...bread,
  id: 120,
  slug: 'celebration-cake',
  sku: 'BAK-0120',
  name: 'كعكة الاحتفال',
  nameEn: 'Celebration cake',
  unit: 'كعكة',
  unitEn: 'cake',
  weight: { value: 1.2, unit: 'kg' },
  price: 9500,
  stockQuantity: 12,
  maxPerOrder: 3,
  image: pictureUrl(320, 'circle'),
};

export const cakeDetail: ProductDetail = {
  ...datesDetail,
  ...cake,
  description: 'كعكة إسفنجية بطبقات الكريمة، تُخصَّص برسالة وصورة مطبوعة.',
  descriptionEn: 'A layered sponge cake, personalised with a message and a printed photo.',
  images: [cake.image],
  customizationOptions: [
    {
      id: 1,
      name: 'الحجم',
      nameEn: 'Size',
      kind: 'choice',
      required: true,
      choices: [
        { id: 11, name: 'صغير', nameEn: 'Small', priceDelta: 0 },
        { id: 12, name: 'وسط', nameEn: 'Medium', priceDelta: 2000 },
        { id: 13, name: 'كبير', nameEn: 'Large', priceDelta: 4500 },
      ],
    },
    {
      id: 2,
      name: 'النكهة',
      nameEn: 'Flavour',
      kind: 'choice',
      required: false,
      choices: [
        { id: 21, name: 'شوكولاتة', nameEn: 'Chocolate', priceDelta: 0 },
        { id: 22, name: 'فانيليا', nameEn: 'Vanilla', priceDelta: 0 },
        { id: 23, name: 'بدون سكر', nameEn: 'Sugar-free', priceDelta: -500 },
      ],
    },
    { id: 3, name: 'الرسالة', nameEn: 'Message', kind: 'text', required: false, choices: [] },
    { id: 4, name: 'الصورة', nameEn: 'Photo', kind: 'file', required: true, choices: [] },
  ],
};

/** A cart line as the API answers it, its total from its quantity and current unit price. */
export function cartLine(
  id: number,
  product: ProductSummary,
  quantity: number,
  extra: Partial<CartLine> = {},
): CartLine {
  const unitPrice = extra.unitPrice ?? product.price;
  return {
    id,
    product,
    quantity,
    unitPrice,
    addedUnitPrice: unitPrice,
    lineTotal: unitPrice * quantity,
    options: [],
    maxQuantity: Math.min(product.maxPerOrder, product.stockQuantity),
    problems: [],
    ...extra,
  };
}

const cakeOptions: CartLineOption[] = [
  {
    optionId: 1,
    name: 'الحجم',
    nameEn: 'Size',
    kind: 'choice',
    choice: { id: 13, name: 'كبير', nameEn: 'Large', priceDelta: 4500 },
  },
  {
    optionId: 3,
    name: 'الرسالة',
    nameEn: 'Message',
    kind: 'text',
    text: 'كل عام وأنت بخير يا سارة',
  },
  {
    optionId: 4,
    name: 'الصورة',
    nameEn: 'Photo',
    kind: 'file',
    file: {
      id: '0b9f8a52-3c1e-4f7a-9d4b-2e6a1c5d7f80',
      fileName: 'sara-birthday.jpg',
      contentType: 'image/jpeg',
      url: '/api/Cart/Upload/0b9f8a52-3c1e-4f7a-9d4b-2e6a1c5d7f80',
    },
  },
];

/** Sums a cart's lines as the API does and fills the money fields around them. */
export function cartOf(
  lines: CartLine[],
  {
    minimumOrder = 5000,
    freeShippingThreshold = 25000,
    canCheckout,
  }: { minimumOrder?: number; freeShippingThreshold?: number | null; canCheckout?: boolean } = {},
): Cart {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const empty = lines.length === 0;
  const minimumOrderMissing = Math.max(0, minimumOrder - subtotal);
  return {
    cartId: 'c2FtcGxlLWd1ZXN0LWNhcnQtaWQtZm9yLXN0b3JpZXM',
    brand: empty ? null : basketBrand,
    currency: empty ? null : 'SAR',
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    minimumOrder: empty ? 0 : minimumOrder,
    minimumOrderMissing: empty ? 0 : minimumOrderMissing,
    freeShippingThreshold: empty ? null : freeShippingThreshold,
    freeShippingMissing:
      empty || freeShippingThreshold === null
        ? null
        : Math.max(0, freeShippingThreshold - subtotal),
    canCheckout:
      canCheckout ??
      (!empty && minimumOrderMissing === 0 && lines.every((line) => line.problems.length === 0)),
  };
}

export const emptyCart = cartOf([]);

/** Milk and bread: below the brand's minimum order (SAR 50) and far from free shipping (SAR 250). */
export const smallCart = cartOf([cartLine(1, milk, 2), cartLine(2, bread, 1)]);

/** Milk, dates and a customized cake: minimum reached, free shipping not yet. */
export const readyCart = cartOf([
  cartLine(1, milk, 2),
  cartLine(2, dates, 1),
  cartLine(3, cake, 1, { unitPrice: 14000, options: cakeOptions }),
]);

/** Enough for free shipping. */
export const freeShippingCart = cartOf([
  cartLine(1, milk, 2),
  cartLine(2, dates, 3),
  cartLine(3, cake, 1, { unitPrice: 14000, options: cakeOptions }),
]);

/** A brand with no free shipping at all. */
export const noFreeShippingCart = cartOf([cartLine(1, milk, 2), cartLine(2, dates, 1)], {
  freeShippingThreshold: null,
});

/** Every problem a line can have, each on its own line: none is hidden. */
export const problemCart = cartOf([
  cartLine(1, milk, 2, { addedUnitPrice: 600, problems: ['price_changed'] }),
  cartLine(2, dates, 5, { maxQuantity: 3, problems: ['stock_reduced'] }),
  cartLine(3, rice, 1, { maxQuantity: 0, problems: ['out_of_stock'] }),
  cartLine(4, saffron, 1, { maxQuantity: 0, problems: ['sold_out'] }),
  cartLine(5, tomatoes, 1),
]);
