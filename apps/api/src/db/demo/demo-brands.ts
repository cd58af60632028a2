// The demo merchants. Every brand prices in the store currency (SAR); the storefront converts
// for display with the rates of GET Currency.

export type DeliverySpeedCode = 'standard' | 'express' | 'scheduled';

export const demoDeliverySpeeds: { code: DeliverySpeedCode; name: string; nameEn: string }[] = [
  { code: 'standard', name: 'توصيل عادي', nameEn: 'Standard delivery' },
  { code: 'express', name: 'توصيل سريع', nameEn: 'Express delivery' },
  { code: 'scheduled', name: 'توصيل مجدول', nameEn: 'Scheduled delivery' },
];

export interface DemoBrand {
  slug: string;
  /** Icon of the activity type the brand belongs to (see demoActivityTypes). */
  activity: 'basket' | 'bread' | 'pill' | 'meat' | 'leaf' | 'flower';
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  color: string;
  accentColor: string;
  /** Minimum basket, halalas. */
  minimumOrder: number;
  /** A basket of at least this much ships free, halalas (R9.08): three times the minimum order. */
  freeShippingThreshold: number;
  cities: string[];
  /** Delivery speeds: fee in halalas, time to the door in minutes. */
  speeds: { code: DeliverySpeedCode; fee: number; etaMinutes: number }[];
  /** Share of the generated products. */
  share: number;
  /** The seller's VAT registration number on invoices: 15 digits, first and last a 3 (Saudi). */
  vatNumber: string;
  /** A delivery area around its store (issue 18); without one the brand delivers by city. */
  area?: DemoDeliveryArea;
}

/** A demo brand's delivery area: its store's point, the shape, the estimate's parts. */
export type DemoDeliveryArea = {
  store: { lat: number; lng: number };
  prepMinutes: number;
  minutesPerKm: number;
} & ({ radiusMeters: number } | { polygon: { lat: number; lng: number }[] });

/**
 * The quick-commerce demo brand's dark store in Al Olaya, Riyadh, by King Fahd Road: it serves
 * 6 km around it (the demo shopper's home, by Kingdom Centre, is about 2 km away: 14 minutes).
 */
export const KHALEEJ_FRESH_AREA: DemoDeliveryArea = {
  store: { lat: 24.696, lng: 46.684 },
  radiusMeters: 6000,
  prepMinutes: 8,
  minutesPerKm: 3,
};

/** Tannour's area: an L, the square 24.76–24.80 × 46.64–46.69 cut out of its south-east corner. */
export const TANNOUR_POLYGON: { lat: number; lng: number }[] = [
  { lat: 24.76, lng: 46.58 },
  { lat: 24.76, lng: 46.64 },
  { lat: 24.8, lng: 46.64 },
  { lat: 24.8, lng: 46.69 },
  { lat: 24.85, lng: 46.69 },
  { lat: 24.85, lng: 46.58 },
];

/**
 * Tannour's north-Riyadh bakery in Al Malqa serves an L of districts (Hittin, Al Malqa, Al
 * Yasmin, Al Narjis' south): a concave polygon whose notch, Al Sahafa and Al Nakheel's north,
 * is left to its other ovens.
 */
export const TANNOUR_AREA: DemoDeliveryArea = {
  store: { lat: 24.805, lng: 46.62 },
  polygon: TANNOUR_POLYGON,
  prepMinutes: 15,
  minutesPerKm: 3,
};

const standard = (fee: number, etaMinutes = 240) => ({
  code: 'standard' as const,
  fee,
  etaMinutes,
});
const express = (fee: number, etaMinutes = 45) => ({ code: 'express' as const, fee, etaMinutes });
const scheduled = (fee: number, etaMinutes = 1440) => ({
  code: 'scheduled' as const,
  fee,
  etaMinutes,
});

export const demoBrands: DemoBrand[] = [
  {
    slug: 'nakheel',
    vatNumber: '310122393500003',
    activity: 'basket',
    name: 'أسواق النخيل',
    nameEn: 'Nakheel Markets',
    description: 'سلسلة أسواق سعودية تقدم كل احتياجات البيت من الطازج إلى المؤونة.',
    descriptionEn:
      'A Saudi supermarket chain with everything for the home, from fresh food to pantry.',
    color: '#1B5E20',
    accentColor: '#FBC02D',
    minimumOrder: 5000,
    freeShippingThreshold: 15000,
    cities: ['riyadh', 'kharj', 'jeddah', 'makkah', 'dammam', 'khobar'],
    speeds: [standard(1000), express(2500), scheduled(500)],
    share: 330,
  },
  {
    slug: 'waha',
    vatNumber: '300456789100003',
    activity: 'basket',
    name: 'هايبر الواحة',
    nameEn: 'Waha Hypermarket',
    description: 'هايبر ماركت بأسعار عائلية في الإمارات.',
    descriptionEn: 'A family-priced hypermarket across the Emirates.',
    color: '#0D47A1',
    accentColor: '#FF7043',
    minimumOrder: 6000,
    freeShippingThreshold: 18000,
    cities: ['dubai', 'abu-dhabi', 'al-ain', 'sharjah'],
    speeds: [standard(1200), scheduled(800)],
    share: 230,
  },
  {
    slug: 'khaleej-fresh',
    vatNumber: '302233445500003',
    activity: 'basket',
    name: 'الخليج فريش',
    nameEn: 'Khaleej Fresh',
    description: 'بقالة إلكترونية تصل إلى باب بيتك في الخليج.',
    descriptionEn: 'An online grocer delivering across the Gulf.',
    color: '#00695C',
    accentColor: '#AED581',
    minimumOrder: 4000,
    freeShippingThreshold: 12000,
    cities: ['riyadh', 'jeddah', 'dubai', 'kuwait-city', 'salmiya'],
    speeds: [standard(900, 180), express(1900, 30), scheduled(0)],
    share: 200,
    // The quick-commerce demo brand (issue 18, apps/quick): "minutes" delivery from one store.
    area: KHALEEJ_FRESH_AREA,
  },
  {
    slug: 'tannour',
    vatNumber: '310987654300003',
    activity: 'bread',
    name: 'مخابز التنور',
    nameEn: 'Tannour Bakery',
    description: 'خبز طازج ومعجنات وحلويات تخبز كل صباح.',
    descriptionEn: 'Fresh bread, pastries and sweets baked every morning.',
    color: '#6D4C41',
    accentColor: '#FFCC80',
    minimumOrder: 2500,
    freeShippingThreshold: 7500,
    cities: ['riyadh', 'jeddah', 'dubai'],
    speeds: [express(1500, 40), scheduled(700)],
    share: 110,
    area: TANNOUR_AREA,
  },
  {
    slug: 'sunbula',
    vatNumber: '311122233300003',
    activity: 'bread',
    name: 'مخبز السنبلة',
    nameEn: 'Sunbula Bakery',
    description: 'مخبز عائلي في الشرقية والشارقة منذ ١٩٩٨.',
    descriptionEn: 'A family bakery in the Eastern Province and Sharjah since 1998.',
    color: '#BF360C',
    accentColor: '#FFE082',
    minimumOrder: 2000,
    freeShippingThreshold: 6000,
    cities: ['dammam', 'khobar', 'dhahran', 'sharjah'],
    speeds: [standard(800, 120), express(1400, 35)],
    share: 90,
  },
  {
    slug: 'shifa',
    vatNumber: '300998877600003',
    activity: 'pill',
    name: 'صيدليات الشفاء',
    nameEn: 'Shifa Pharmacies',
    description: 'أدوية ومستلزمات صحية وعناية شخصية على مدار الساعة.',
    descriptionEn: 'Medicines, health supplies and personal care around the clock.',
    color: '#00838F',
    accentColor: '#E0F7FA',
    minimumOrder: 3000,
    freeShippingThreshold: 9000,
    cities: ['riyadh', 'jeddah', 'makkah', 'dammam', 'kuwait-city'],
    speeds: [standard(1000, 120), express(2000, 30), scheduled(500)],
    share: 130,
  },
  {
    slug: 'dawaa-plus',
    vatNumber: '301212121200003',
    activity: 'pill',
    name: 'دواء بلس',
    nameEn: 'Dawaa Plus',
    description: 'صيدلية إلكترونية في الإمارات.',
    descriptionEn: 'An online pharmacy in the Emirates.',
    color: '#283593',
    accentColor: '#80CBC4',
    minimumOrder: 2500,
    freeShippingThreshold: 7500,
    cities: ['dubai', 'abu-dhabi', 'sharjah'],
    speeds: [standard(900, 180), express(1800, 40)],
    share: 100,
  },
  {
    slug: 'dhabiha',
    vatNumber: '310345678900003',
    activity: 'meat',
    name: 'ملحمة الذبيحة',
    nameEn: 'Dhabiha Butchery',
    description: 'لحوم طازجة يومياً، تقطيع وتغليف حسب الطلب.',
    descriptionEn: 'Fresh meat every day, cut and packed to order.',
    color: '#B71C1C',
    accentColor: '#FFCDD2',
    minimumOrder: 7500,
    freeShippingThreshold: 22500,
    cities: ['riyadh', 'kharj', 'jeddah', 'taif'],
    speeds: [standard(1500, 180), scheduled(1000)],
    share: 85,
  },
  {
    slug: 'halal-farm',
    vatNumber: '302468135700003',
    activity: 'meat',
    name: 'لحوم المزرعة الحلال',
    nameEn: 'Halal Farm Meats',
    description: 'لحوم ودواجن وأسماك حلال من المزرعة إلى المطبخ.',
    descriptionEn: 'Halal meat, poultry and seafood from farm to kitchen.',
    color: '#880E4F',
    accentColor: '#F8BBD0',
    minimumOrder: 8000,
    freeShippingThreshold: 24000,
    cities: ['dubai', 'abu-dhabi', 'sharjah'],
    speeds: [standard(1500, 240), express(2500, 60), scheduled(1000)],
    share: 70,
  },
  {
    slug: 'bustan',
    vatNumber: '311357924600003',
    activity: 'leaf',
    name: 'بستان فريش',
    nameEn: 'Bustan Fresh',
    description: 'خضار وفواكه طازجة من المزارع المحلية والعالمية.',
    descriptionEn: 'Fresh fruit and vegetables from local and international farms.',
    color: '#33691E',
    accentColor: '#FFEB3B',
    minimumOrder: 3000,
    freeShippingThreshold: 9000,
    cities: ['riyadh', 'jeddah', 'dammam', 'dubai'],
    speeds: [standard(900, 180), express(1700, 45)],
    share: 95,
  },
  {
    slug: 'ward',
    vatNumber: '300135792400003',
    activity: 'flower',
    name: 'زهور ورد',
    nameEn: 'Ward Flowers',
    description: 'باقات وتنسيقات زهور وهدايا لكل مناسبة.',
    descriptionEn: 'Bouquets, arrangements and gifts for every occasion.',
    color: '#AD1457',
    accentColor: '#F48FB1',
    minimumOrder: 10000,
    freeShippingThreshold: 30000,
    cities: ['riyadh', 'jeddah', 'dubai', 'kuwait-city'],
    speeds: [express(3000, 90), scheduled(1500)],
    share: 60,
  },
];
