// Generates the demo products deterministically from the curated word lists: a brand's n-th
// product is always the same, so `--products 100000` extends the 1,500-product catalog
// instead of replacing it, and tests can rely on the featured products' slugs.

import { demoBrands, type DemoBrand } from './demo-brands.ts';
import {
  demoBrandCategories,
  demoCategoryTrees,
  type DemoCategory,
  type Storage,
} from './demo-categories.ts';
import { STORE_CURRENCY } from './demo-currencies.ts';
import {
  labelGroups,
  productTemplates,
  units,
  type Choice,
  type Customization,
  type ProductTemplate,
  type Size,
} from './demo-product-templates.ts';
import { hashString, randomGenerator, shuffled } from './random.ts';

/** Products in the demo catalog that a fresh database loads. */
export const DEMO_PRODUCT_COUNT = 1500;

export interface DemoProduct {
  brandSlug: string;
  categorySlug: string;
  slug: string;
  sku: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  unit: string;
  unitEn: string;
  weightValue: number | null;
  weightUnit: 'g' | 'kg' | null;
  price: number;
  compareAtPrice: number | null;
  currency: string;
  stockQuantity: number;
  restockable: boolean;
  maxPerOrder: number;
  storage: Storage;
  popularity: number;
  createdAt: Date;
  imageCount: number;
  customization: Customization | null;
  /** Medicines are only delivered in the brand's home country. */
  homeCountryOnly: boolean;
}

/** Where the demo clock stands for `createdAt` (fixed, so `sort=newest` is stable). */
const CATALOG_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

interface Combination {
  template: ProductTemplate;
  label: Choice;
  variant: Choice;
  size: Size;
}

/** Category facts the generator needs: its storage and whether it holds medicines. */
interface CategoryFacts {
  storage: Storage;
  medicine: boolean;
}

function categoryFacts(): Map<string, CategoryFacts> {
  const facts = new Map<string, CategoryFacts>();
  const visit = (category: DemoCategory, storage: Storage, medicine: boolean) => {
    const own = category.storage ?? storage;
    const isMedicine = medicine || category.slug === 'medicines';
    facts.set(category.slug, { storage: own, medicine: isMedicine });
    for (const child of category.children ?? []) visit(child, own, isMedicine);
  };
  for (const tree of [...Object.values(demoCategoryTrees), ...Object.values(demoBrandCategories)]) {
    for (const category of tree) visit(category, category.storage ?? 'dry', false);
  }
  return facts;
}
const factsBySlug = categoryFacts();

function slugsOf(categories: readonly DemoCategory[]): string[] {
  return categories.flatMap((category) => [category.slug, ...slugsOf(category.children ?? [])]);
}

/** Category slugs a brand sells in: its activity type's tree and its own categories. */
export function brandCategorySlugs(brand: DemoBrand): Set<string> {
  return new Set([
    ...slugsOf(demoCategoryTrees[brand.activity]),
    ...slugsOf(demoBrandCategories[brand.slug] ?? []),
  ]);
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** English and Arabic names of a combination. */
function namesOf({ template, label, variant, size }: Combination) {
  // Medicines read "Afya Paracetamol Tablets 500 mg": the strength follows the name.
  const english =
    template.labels === 'pharma'
      ? [label[0], template.en, variant[0], size.en]
      : [label[0], variant[0], template.en, size.en];
  return {
    nameEn: english.filter(Boolean).join(' '),
    name: [template.ar, label[1], variant[1], size.ar].filter(Boolean).join(' '),
  };
}

function combinationsFor(brand: DemoBrand): Combination[] {
  const allowed = brandCategorySlugs(brand);
  const combinations: Combination[] = [];
  for (const template of productTemplates) {
    if (!allowed.has(template.category)) continue;
    for (const label of labelGroups[template.labels])
      for (const variant of template.variants)
        for (const size of template.sizes) combinations.push({ template, label, variant, size });
  }
  return combinations;
}

/** Prices end in .x0, .x5 …: rounded to 25 halalas, some then 5 below (9.95). */
function roundPrice(amount: number, random: () => number): number {
  const rounded = Math.max(100, Math.round(amount / 25) * 25);
  return random() < 0.5 ? rounded - 5 : rounded;
}

interface ProductOverrides {
  stockQuantity?: number;
  restockable?: boolean;
  compareAtPrice?: number | null;
  popularity?: number;
  imageCount?: number;
  createdAt?: Date;
}

function buildProduct(
  brand: DemoBrand,
  combination: Combination,
  slug: string,
  sku: string,
  random: () => number,
  overrides: ProductOverrides = {},
): DemoProduct {
  const { template, label, variant, size } = combination;
  const { name, nameEn } = namesOf(combination);
  const facts = factsBySlug.get(template.category) ?? { storage: 'dry', medicine: false };
  const factor = size.factor * (variant[2] ?? 1) * (label[2] ?? 1) * (0.92 + random() * 0.16);
  const price = roundPrice(template.price * factor, random);
  const discounted = random() < 0.2;
  const compareAtPrice = discounted
    ? roundPrice(price * (1.12 + random() * 0.25), random) + 5
    : null;

  const stockRoll = random();
  const soldOutChance = template.seasonal ? 0.25 : 0.03;
  const [stockQuantity, restockable] =
    stockRoll < soldOutChance
      ? [0, false]
      : stockRoll < soldOutChance + 0.08
        ? [0, true]
        : [5 + Math.floor(random() * 200), true];

  const rated = random() < 0.75;
  const [unitEn, unit] = units[template.unit];
  const grams = size.grams;
  const storageEn = facts.storage === 'cold' ? 'Keep refrigerated.' : 'Store in a cool, dry place.';
  const storageAr = facts.storage === 'cold' ? 'يحفظ مبرداً.' : 'يحفظ في مكان بارد وجاف.';

  const maxPerOrder =
    template.maxPerOrder ?? [5, 10, 10, 12, 20, 30][Math.floor(random() * 6)] ?? 10;
  // A rating comes from approved reviews only (issue 15): a demo product has none. The two draws
  // that once invented one stay, in their place, so every other demo value is as it was.
  if (rated) void [random(), random()];

  return {
    brandSlug: brand.slug,
    categorySlug: template.category,
    slug,
    sku,
    name,
    nameEn,
    description: `${name} من ${brand.name}. ${storageAr}`,
    descriptionEn: `${nameEn} from ${brand.nameEn}. ${storageEn}`,
    unit,
    unitEn,
    weightValue: grams === null ? null : grams >= 1000 ? Math.round(grams / 10) / 100 : grams,
    weightUnit: grams === null ? null : grams >= 1000 ? 'kg' : 'g',
    price,
    compareAtPrice: compareAtPrice !== null && compareAtPrice > price ? compareAtPrice : null,
    currency: STORE_CURRENCY,
    stockQuantity,
    restockable,
    maxPerOrder,
    storage: facts.storage,
    popularity: Math.floor(random() ** 3 * 9000),
    createdAt: new Date(
      CATALOG_EPOCH - Math.floor(random() * 400) * DAY - Math.floor(random() * 24) * 3_600_000,
    ),
    imageCount: random() < 0.4 ? 3 : random() < 0.5 ? 2 : 1,
    customization: template.customization ?? null,
    homeCountryOnly: facts.medicine,
    ...overrides,
  };
}

interface FeaturedSpec {
  key: string;
  brand: string;
  template: string;
  label?: string;
  variant?: string;
  size?: string;
  overrides: ProductOverrides;
}

/**
 * Hand-picked products with fixed states, first in their brand (so their ids are low and
 * their slugs known): tests and the storefront's end-to-end tests rely on them.
 */
const featuredSpecs: FeaturedSpec[] = [
  {
    key: 'milk',
    brand: 'nakheel',
    template: 'Milk',
    label: 'Wadi Farms',
    variant: 'Full Fat',
    size: '1 L',
    overrides: {
      stockQuantity: 120,
      restockable: true,
      compareAtPrice: null,
      popularity: 10_000,
      imageCount: 3,
    },
  },
  {
    key: 'outOfStock',
    brand: 'nakheel',
    template: 'Laban',
    label: 'Wadi Farms',
    variant: 'Fresh',
    size: '1 L',
    overrides: { stockQuantity: 0, restockable: true, compareAtPrice: null, popularity: 9_800 },
  },
  {
    key: 'compareAt',
    brand: 'nakheel',
    template: 'Basmati Rice',
    label: 'Bayt Al Khair',
    variant: 'Sella',
    size: '5 kg',
    overrides: { stockQuantity: 60, restockable: true, compareAtPrice: 5_495, popularity: 9_900 },
  },
  {
    key: 'onOffer',
    brand: 'nakheel',
    template: 'Yogurt',
    label: 'Reef Dairy',
    variant: 'Greek',
    size: '500 g',
    overrides: { stockQuantity: 40, restockable: true, compareAtPrice: null, popularity: 9_700 },
  },
  {
    key: 'soldOut',
    brand: 'tannour',
    template: 'Qatayef',
    variant: 'Stuffed with Cream',
    size: '12 pcs',
    overrides: { stockQuantity: 0, restockable: false, compareAtPrice: null, popularity: 9_500 },
  },
  {
    key: 'cake',
    brand: 'tannour',
    template: 'Cake',
    variant: 'Chocolate',
    size: '1 kg',
    overrides: {
      stockQuantity: 15,
      restockable: true,
      compareAtPrice: null,
      popularity: 9_600,
      imageCount: 2,
    },
  },
  {
    key: 'roses',
    brand: 'ward',
    template: 'Roses Bouquet',
    variant: 'Red',
    size: '12 Stems',
    overrides: { stockQuantity: 25, restockable: true, compareAtPrice: 17_500, popularity: 9_600 },
  },
  {
    key: 'wholeLamb',
    brand: 'dhabiha',
    template: 'Whole Lamb',
    label: 'Naimi',
    variant: 'Medium',
    overrides: { stockQuantity: 8, restockable: true, compareAtPrice: null, popularity: 9_600 },
  },
  {
    key: 'paracetamol',
    brand: 'shifa',
    template: 'Paracetamol Tablets',
    label: 'Afya',
    variant: '500 mg',
    size: '24 Tablets',
    overrides: { stockQuantity: 300, restockable: true, compareAtPrice: null, popularity: 9_600 },
  },
  {
    key: 'dubaiMilk',
    brand: 'waha',
    template: 'Milk',
    label: 'Safwa',
    variant: 'Low Fat',
    size: '1 L',
    overrides: { stockQuantity: 80, restockable: true, compareAtPrice: null, popularity: 9_600 },
  },
];

function findCombination(brand: DemoBrand, spec: FeaturedSpec): Combination {
  const found = combinationsFor(brand).find(
    ({ template, label, variant, size }) =>
      template.en === spec.template &&
      label[0] === (spec.label ?? '') &&
      variant[0] === (spec.variant ?? '') &&
      (spec.size === undefined || size.en === spec.size),
  );
  if (!found) throw new Error(`featured product ${spec.key} matches no combination`);
  return found;
}

function brandCode(brand: DemoBrand): string {
  return brand.slug.replace(/-/g, '').slice(0, 3).toUpperCase();
}

function featuredProductsOf(brand: DemoBrand): DemoProduct[] {
  return featuredSpecs
    .filter((spec) => spec.brand === brand.slug)
    .map((spec, index) => {
      const combination = findCombination(brand, spec);
      const slug = `${slugify(namesOf(combination).nameEn)}-${brand.slug}`;
      const random = randomGenerator(hashString(`featured:${spec.key}`));
      return buildProduct(
        brand,
        combination,
        slug,
        `${brandCode(brand)}-F${String(index + 1).padStart(3, '0')}`,
        random,
        {
          createdAt: new Date(CATALOG_EPOCH - index * 3_600_000),
          ...spec.overrides,
        },
      );
    });
}

const brandBySlug = new Map(demoBrands.map((brand) => [brand.slug, brand]));

/** Slugs of the featured demo products, by what they show. */
export const demoProductSlugs = Object.fromEntries(
  featuredSpecs.map((spec) => {
    const brand = brandBySlug.get(spec.brand);
    if (!brand) throw new Error(`featured product ${spec.key}: unknown brand ${spec.brand}`);
    return [spec.key, `${slugify(namesOf(findCombination(brand, spec)).nameEn)}-${brand.slug}`];
  }),
) as Record<
  | 'milk'
  | 'outOfStock'
  | 'compareAt'
  | 'onOffer'
  | 'soldOut'
  | 'cake'
  | 'roses'
  | 'wholeLamb'
  | 'paracetamol'
  | 'dubaiMilk',
  string
>;

/** How many products each brand has in a catalog of `total`, by its share. */
export function brandQuotas(total: number): Map<string, number> {
  const shares = demoBrands.reduce((sum, brand) => sum + brand.share, 0);
  const quotas = new Map(
    demoBrands.map((brand) => [brand.slug, Math.floor((total * brand.share) / shares)]),
  );
  let left = total - [...quotas.values()].reduce((sum, quota) => sum + quota, 0);
  for (const brand of demoBrands) {
    if (left <= 0) break;
    quotas.set(brand.slug, (quotas.get(brand.slug) ?? 0) + 1);
    left -= 1;
  }
  return quotas;
}

/**
 * The brand's products number `from` (0-based) up to `to` (exclusive): its featured products
 * first, then every combination of its word lists in a shuffled order; past the last
 * combination the list repeats with "-2", "-3" … slugs (benchmark catalogs).
 */
export function* brandProducts(brand: DemoBrand, from: number, to: number): Generator<DemoProduct> {
  const featured = featuredProductsOf(brand);
  const featuredSlugs = new Set(featured.map((product) => product.slug));
  const combinations = shuffled(
    combinationsFor(brand),
    randomGenerator(hashString(`combinations:${brand.slug}`)),
  ).filter(
    (combination) => !featuredSlugs.has(`${slugify(namesOf(combination).nameEn)}-${brand.slug}`),
  );
  const code = brandCode(brand);
  for (let index = from; index < to; index += 1) {
    if (index < featured.length) {
      const product = featured[index];
      if (product) yield product;
      continue;
    }
    const position = index - featured.length;
    const combination = combinations[position % combinations.length];
    if (!combination) return;
    const cycle = Math.floor(position / combinations.length);
    const slug = `${slugify(namesOf(combination).nameEn)}-${brand.slug}${cycle > 0 ? `-${cycle + 1}` : ''}`;
    const random = randomGenerator(hashString(`product:${brand.slug}:${position}`));
    yield buildProduct(
      brand,
      combination,
      slug,
      `${code}-${String(position + 1).padStart(6, '0')}`,
      random,
    );
  }
}
