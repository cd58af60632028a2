import type { Address, Notification } from '@shop/core/customer-schemas';
import type { CompareProduct } from '#compare-table/compare-table.tsx';
import { dates, milk, rice, saffron } from '#testing/story-data.ts';

// Demo account data for stories and tests, shaped as the store API sends it (`name`/`body` are
// Arabic). Data, not UI copy, so not in the translation files.

/** The request time the demo notifications are relative to. */
export const storyNow = '2026-03-10T12:00:00.000Z';

export const notifications: Notification[] = [
  {
    id: 31,
    name: 'طلبك في الطريق',
    nameEn: 'Your order is on its way',
    body: 'الطلب رقم 1042 خرج للتوصيل وسيصل خلال 30 دقيقة.',
    bodyEn: 'Order 1042 is out for delivery and arrives within 30 minutes.',
    createdAt: '2026-03-10T11:55:00.000Z',
    readAt: null,
  },
  {
    id: 30,
    name: 'عرض رمضان',
    nameEn: 'Ramadan offer',
    body: 'خصم 20٪ على سلة رمضان حتى نهاية الأسبوع.',
    bodyEn: '20% off the Ramadan basket until the end of the week.',
    createdAt: '2026-03-10T09:00:00.000Z',
    readAt: null,
  },
  {
    id: 29,
    name: 'تم تسليم الطلب',
    nameEn: 'Order delivered',
    body: 'تم تسليم الطلب رقم 1038. نتمنى لك وجبة شهية!',
    bodyEn: 'Order 1038 was delivered. Enjoy your meal!',
    createdAt: '2026-03-09T10:00:00.000Z',
    readAt: '2026-03-09T10:05:00.000Z',
  },
  {
    id: 28,
    name: 'مرحبًا بك في سوق',
    nameEn: 'Welcome to Souq',
    body: 'شكرًا لتسجيلك. أضف عنوانك لتبدأ التسوق.',
    bodyEn: 'Thanks for signing up. Add your address to start shopping.',
    createdAt: '2026-02-20T08:00:00.000Z',
    readAt: '2026-02-20T09:00:00.000Z',
  },
];

const emptyExtras = {
  buildingNumber: '',
  floorNumber: '',
  apartmentNumber: '',
  receiverName: '',
  receiverPhone: '',
  notes: '',
  location: null,
};

export const addresses: Address[] = [
  {
    ...emptyExtras,
    id: 7,
    title: 'المنزل',
    streetAddress: 'طريق الملك فهد، حي العليا',
    countryId: 1,
    stateId: 11,
    subCityId: 111,
    postalCode: '12211',
    phone: '501234567',
    buildingNumber: '14',
    floorNumber: '3',
    apartmentNumber: '7',
  },
  {
    ...emptyExtras,
    id: 8,
    title: 'Work',
    streetAddress: 'Prince Sultan Street, Al Rawdah',
    countryId: 1,
    stateId: 12,
    subCityId: 121,
    postalCode: '23432',
    phone: '551112222',
    receiverName: 'Omar',
    receiverPhone: '551113333',
  },
];

const brand = { name: 'أسواق النخيل', nameEn: 'Nakheel Market' };

export const compareProducts: CompareProduct[] = [
  {
    ...milk,
    brand: { ...brand, id: 1, logo: '', activityTypeId: 1 },
    category: { id: 11, slug: 'dairy', name: 'الألبان', nameEn: 'Dairy' },
  },
  {
    ...dates,
    brand: { ...brand, id: 1, logo: '', activityTypeId: 1 },
    category: { id: 10, slug: 'dates', name: 'التمور', nameEn: 'Dates' },
  },
  {
    ...rice,
    brand: { id: 2, name: 'مخبز الريف', nameEn: 'Al Reef Bakery', logo: '', activityTypeId: 1 },
    category: { id: 12, slug: 'rice', name: 'الأرز', nameEn: 'Rice' },
  },
  {
    ...saffron,
    brand: { ...brand, id: 1, logo: '', activityTypeId: 1 },
    category: { id: 13, slug: 'spices', name: 'البهارات', nameEn: 'Spices' },
  },
];
