import type {
  Brand,
  Currency,
  Offer,
  ProductDetail,
  ProductSummary,
  RegionTree,
  Suggestion,
} from '@shop/core/catalog';
import type { StoreSummary } from '@shop/core/stores';

// Demo data for stories and tests, shaped as the store API sends it (`name` is Arabic). This is
// data, not UI copy, so it is not in the translation files.

/** A placeholder picture as an SVG data URL (stories run offline): a tinted card with a shape. */
export function pictureUrl(hue: number, shape: 'circle' | 'square' | 'drop' = 'circle'): string {
  const figure =
    shape === 'circle'
      ? '<circle cx="200" cy="210" r="110"/>'
      : shape === 'square'
        ? '<rect x="95" y="105" width="210" height="210" rx="24"/>'
        : '<path d="M200 80c60 80 100 130 100 180a100 100 0 0 1-200 0c0-50 40-100 100-180Z"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="hsl(${hue} 60% 92%)"/><g fill="hsl(${hue} 55% 45%)">${figure}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sar: Currency = {
  code: 'SAR',
  name: 'ريال سعودي',
  nameEn: 'Saudi riyal',
  symbol: 'ر.س',
  symbolEn: 'SAR',
  minorUnits: 2,
  rate: 1,
  isStoreCurrency: true,
};
export const usd: Currency = {
  code: 'USD',
  name: 'دولار أمريكي',
  nameEn: 'US dollar',
  symbol: 'US$',
  symbolEn: '$',
  minorUnits: 2,
  rate: 0.2667,
  isStoreCurrency: false,
};
export const kwd: Currency = {
  code: 'KWD',
  name: 'دينار كويتي',
  nameEn: 'Kuwaiti dinar',
  symbol: 'د.ك',
  symbolEn: 'KWD',
  minorUnits: 3,
  rate: 0.0818,
  isStoreCurrency: false,
};
export const aed: Currency = {
  code: 'AED',
  name: 'درهم إماراتي',
  nameEn: 'UAE dirham',
  symbol: 'د.إ',
  symbolEn: 'AED',
  minorUnits: 2,
  rate: 0.9793,
  isStoreCurrency: false,
};
export const currencies = [sar, aed, kwd, usd];

const base = {
  brandId: 1,
  categoryId: 10,
  currency: 'SAR',
  maxPerOrder: 10,
  storage: 'dry',
  rating: 4.5,
  ratingCount: 12,
  compareAtPrice: null,
} satisfies Partial<ProductSummary>;

export const milk: ProductSummary = {
  ...base,
  id: 101,
  slug: 'fresh-milk-full-fat',
  sku: 'DAI-0101',
  name: 'حليب طازج كامل الدسم',
  nameEn: 'Fresh full-fat milk',
  unit: 'عبوة',
  unitEn: 'bottle',
  weight: { value: 1000, unit: 'g' },
  price: 650,
  stockQuantity: 120,
  stockState: 'available',
  storage: 'cold',
  image: pictureUrl(200, 'drop'),
};
export const dates: ProductSummary = {
  ...base,
  id: 102,
  slug: 'medjool-dates',
  sku: 'DAT-0102',
  name: 'تمر مجدول فاخر',
  nameEn: 'Premium Medjool dates',
  unit: 'علبة',
  unitEn: 'box',
  weight: { value: 500, unit: 'g' },
  price: 3500,
  compareAtPrice: 4200,
  stockQuantity: 3,
  stockState: 'available',
  image: pictureUrl(25, 'circle'),
};
export const rice: ProductSummary = {
  ...base,
  id: 103,
  slug: 'basmati-rice',
  sku: 'RIC-0103',
  name: 'أرز بسمتي هندي',
  nameEn: 'Indian basmati rice',
  unit: 'كيس',
  unitEn: 'bag',
  weight: { value: 5, unit: 'kg' },
  price: 4995,
  stockQuantity: 0,
  stockState: 'out_of_stock',
  image: pictureUrl(45, 'square'),
};
export const saffron: ProductSummary = {
  ...base,
  id: 104,
  slug: 'saffron',
  sku: 'SPI-0104',
  name: 'زعفران إيراني',
  nameEn: 'Persian saffron',
  unit: 'علبة',
  unitEn: 'tin',
  weight: { value: 1, unit: 'g' },
  price: 2900,
  stockQuantity: 0,
  stockState: 'sold_out',
  image: pictureUrl(0, 'drop'),
};
export const tomatoes: ProductSummary = {
  ...base,
  id: 105,
  slug: 'tomatoes',
  sku: 'VEG-0105',
  name: 'طماطم بلدية',
  nameEn: 'Local tomatoes',
  unit: 'كيس',
  unitEn: 'bag',
  weight: { value: 1.5, unit: 'kg' },
  price: 799,
  compareAtPrice: 999,
  stockQuantity: 1,
  stockState: 'available',
  image: pictureUrl(5, 'circle'),
};
export const bread: ProductSummary = {
  ...base,
  id: 106,
  slug: 'arabic-bread',
  sku: 'BAK-0106',
  name: 'خبز عربي',
  nameEn: 'Arabic bread',
  unit: 'ربطة',
  unitEn: 'pack',
  weight: { value: 0.4, unit: 'kg' },
  price: 200,
  stockQuantity: 40,
  stockState: 'available',
  image: pictureUrl(35, 'square'),
};
export const products = [milk, dates, rice, saffron, tomatoes, bread];

export const datesDetail: ProductDetail = {
  ...dates,
  description: 'تمر مجدول طري من المدينة المنورة.',
  descriptionEn: 'Soft Medjool dates from Madinah.',
  images: [pictureUrl(25, 'circle'), pictureUrl(90, 'square'), pictureUrl(280, 'drop')],
  brand: {
    id: 1,
    name: 'أسواق النخيل',
    nameEn: 'Nakheel Market',
    logo: pictureUrl(140, 'circle'),
    activityTypeId: 1,
  },
  category: { id: 10, slug: 'dates', name: 'التمور', nameEn: 'Dates' },
  deliverableCountries: ['SA', 'AE'],
  customizationOptions: [],
  related: [],
};

export const brands: Brand[] = [
  {
    id: 1,
    activityTypeId: 1,
    name: 'أسواق النخيل',
    nameEn: 'Nakheel Market',
    description: 'بقالة يومية.',
    descriptionEn: 'Everyday groceries.',
    logo: pictureUrl(140, 'circle'),
    minimumOrder: 5000,
    currency: 'SAR',
    deliverySpeeds: [
      { id: 1, code: 'standard', name: 'عادي', nameEn: 'Standard', fee: 1500, etaMinutes: 120 },
      { id: 2, code: 'express', name: 'سريع', nameEn: 'Express', fee: 2500, etaMinutes: 30 },
    ],
    cityIds: [1],
    productCount: 248,
  },
  {
    id: 2,
    activityTypeId: 1,
    name: 'مخبز الريف',
    nameEn: 'Al Reef Bakery',
    description: 'خبز طازج كل صباح.',
    descriptionEn: 'Fresh bread every morning.',
    logo: pictureUrl(30, 'square'),
    minimumOrder: 2000,
    currency: 'SAR',
    deliverySpeeds: [
      { id: 3, code: 'scheduled', name: 'مجدول', nameEn: 'Scheduled', fee: 0, etaMinutes: 240 },
    ],
    cityIds: [1],
    productCount: 2,
  },
];

export const stores: StoreSummary[] = [
  {
    id: 1,
    slug: 'nakheel',
    name: 'أسواق النخيل',
    nameEn: 'Nakheel Market',
    description: 'بقالة يومية وخضار طازجة من مزارع المنطقة، توصل إلى بابك.',
    descriptionEn: 'Everyday groceries and fresh vegetables from local farms, to your door.',
    logo: pictureUrl(140, 'circle'),
    rating: { average: 4.25, count: 128 },
    brandCount: 2,
    cityCount: 3,
    activityTypeIds: [1],
  },
  {
    id: 2,
    slug: 'al-reef',
    name: 'مخبز الريف',
    nameEn: 'Al Reef Bakery',
    description: 'خبز طازج كل صباح.',
    descriptionEn: 'Fresh bread every morning.',
    logo: pictureUrl(30, 'square'),
    rating: { average: 0, count: 0 },
    brandCount: 1,
    cityCount: 1,
    activityTypeIds: [1],
  },
];

export const regions: RegionTree = [
  {
    id: 1,
    code: 'SA',
    phoneCode: '966',
    name: 'المملكة العربية السعودية',
    nameEn: 'Saudi Arabia',
    states: [
      {
        id: 11,
        countryId: 1,
        name: 'منطقة الرياض',
        nameEn: 'Riyadh Province',
        cities: [
          { id: 111, stateId: 11, name: 'الرياض', nameEn: 'Riyadh' },
          { id: 112, stateId: 11, name: 'الخرج', nameEn: 'Al Kharj' },
        ],
      },
      {
        id: 12,
        countryId: 1,
        name: 'منطقة مكة المكرمة',
        nameEn: 'Makkah Province',
        cities: [
          { id: 121, stateId: 12, name: 'جدة', nameEn: 'Jeddah' },
          { id: 122, stateId: 12, name: 'مكة المكرمة', nameEn: 'Makkah' },
        ],
      },
    ],
  },
  {
    id: 2,
    code: 'AE',
    phoneCode: '971',
    name: 'الإمارات العربية المتحدة',
    nameEn: 'United Arab Emirates',
    states: [
      {
        id: 21,
        countryId: 2,
        name: 'دبي',
        nameEn: 'Dubai',
        cities: [{ id: 211, stateId: 21, name: 'دبي', nameEn: 'Dubai' }],
      },
    ],
  },
];

export const suggestions: Suggestion[] = [
  {
    kind: 'product',
    id: 102,
    slug: 'medjool-dates',
    name: 'تمر مجدول فاخر',
    nameEn: 'Premium Medjool dates',
  },
  { kind: 'product', id: 107, slug: 'date-syrup', name: 'دبس التمر', nameEn: 'Date syrup' },
  { kind: 'category', id: 10, slug: null, name: 'التمور', nameEn: 'Dates' },
  { kind: 'brand', id: 1, slug: null, name: 'أسواق النخيل', nameEn: 'Nakheel Market' },
];

/** An offer from `startsAt` to `endsAt` (ISO instants). */
export function offerBetween(startsAt: number, endsAt: number): Offer {
  return {
    id: 7,
    name: 'سلة رمضان',
    nameEn: 'Ramadan basket',
    discountPercent: 20,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
    image: pictureUrl(150, 'square'),
    productCount: 36,
  };
}
