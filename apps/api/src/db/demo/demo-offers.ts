// Demo offers, timed relative to the moment the catalog is seeded: one ends within hours, some
// in days, one has ended (not listed) and one has not started yet (listed as upcoming).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface DemoOffer {
  name: string;
  nameEn: string;
  discountPercent: number;
  /** Milliseconds from the seed time. */
  startsIn: number;
  endsIn: number;
  color: string;
  art: string;
  /** Products of these category slugs (and their children) … */
  categories: string[];
  /** … of these brands (all when absent) … */
  brands?: string[];
  /** … this many, the most popular first. */
  count: number;
  /**
   * Units of each of these products one customer may buy in 24 hours, basket and orders
   * together (R8.12, `products.daily_limit`); none when absent. Kept after the offer ends.
   */
  dailyLimit?: number;
}

export const demoOffers: DemoOffer[] = [
  {
    name: 'تخفيضات الألبان السريعة',
    nameEn: 'Dairy Flash Sale',
    discountPercent: 20,
    startsIn: -DAY,
    endsIn: 6 * HOUR,
    color: '#1565C0',
    art: 'bottle',
    categories: ['dairy-eggs'],
    brands: ['nakheel', 'waha', 'khaleej-fresh'],
    count: 24,
    dailyLimit: 3,
  },
  {
    name: 'عروض المخبوزات لنهاية الأسبوع',
    nameEn: 'Weekend Bakery Deals',
    discountPercent: 15,
    startsIn: -2 * DAY,
    endsIn: 2 * DAY,
    color: '#6D4C41',
    art: 'loaf',
    categories: ['bread', 'pastries', 'cakes-sweets'],
    count: 20,
  },
  {
    name: 'أسبوع الخضار والفواكه الطازجة',
    nameEn: 'Fresh Produce Week',
    discountPercent: 10,
    startsIn: -DAY,
    endsIn: 6 * DAY,
    color: '#2E7D32',
    art: 'fruit',
    categories: ['fruits', 'vegetables', 'herbs-greens'],
    count: 30,
  },
  {
    name: 'أساسيات الصيدلية',
    nameEn: 'Pharmacy Essentials',
    discountPercent: 25,
    startsIn: -3 * DAY,
    endsIn: 14 * DAY,
    color: '#00838F',
    art: 'pill',
    categories: ['vitamins', 'skin-care', 'baby-care'],
    count: 24,
    dailyLimit: 2,
  },
  {
    name: 'الجمعة البيضاء',
    nameEn: 'White Friday',
    discountPercent: 30,
    startsIn: -10 * DAY,
    endsIn: -DAY,
    color: '#37474F',
    art: 'box',
    categories: ['snacks', 'household'],
    count: 20,
  },
  {
    name: 'عروض رمضان',
    nameEn: 'Ramadan Offers',
    discountPercent: 20,
    startsIn: 3 * DAY,
    endsIn: 33 * DAY,
    color: '#4A148C',
    art: 'jar',
    categories: ['dates-honey', 'arabic-sweets', 'fresh-dates'],
    count: 24,
  },
];
