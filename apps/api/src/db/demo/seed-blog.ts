import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '#src/db/database.ts';
import { blogCategories, blogPosts, products } from '#src/db/schema.ts';
import { demoProductSlugs } from './demo-products.ts';

// The demo shop's blog, in Arabic and English (issue 16): two categories, four published posts,
// one of them mentioning demo products (found by slug, so a catalog without them just omits them).

export const demoBlogCategories = [
  { slug: 'tips', name: 'نصائح', nameEn: 'Tips' },
  { slug: 'news', name: 'أخبار', nameEn: 'News' },
] as const;

type DemoProductKey = keyof typeof demoProductSlugs;

export interface DemoBlogPost {
  slug: string;
  slugEn: string;
  title: string;
  titleEn: string;
  excerpt: string;
  excerptEn: string;
  body: string;
  bodyEn: string;
  coverAlt: string;
  coverAltEn: string;
  /** The product whose picture is the cover. */
  coverProduct: DemoProductKey;
  author: string;
  authorEn: string;
  category: (typeof demoBlogCategories)[number]['slug'];
  tags: string[];
  products: DemoProductKey[];
  /** Days before the seed it was published (newest first on the blog). */
  daysAgo: number;
}

export const demoBlogPosts: DemoBlogPost[] = [
  {
    slug: 'تجهيز-فطور-رمضان',
    slugEn: 'preparing-a-ramadan-breakfast',
    title: 'تجهيز فطور رمضان في نصف ساعة',
    titleEn: 'A Ramadan breakfast in half an hour',
    excerpt: 'قائمة مشتريات قصيرة وخطوات بسيطة لمائدة فطور شهية دون عناء.',
    excerptEn:
      'A short shopping list and simple steps for a generous iftar table without the stress.',
    body: '## قائمة المشتريات\n\nابدأ بـ**الحليب الطازج** والتمر، ثم أضف كعكة للحلوى وباقة ورد للمائدة.\n\n- الحليب\n- الكعك\n- الورد\n\nاطلب الكل مرة واحدة واختر **توصيلًا مجدولًا** قبل الأذان بساعة.',
    bodyEn:
      '## The shopping list\n\nStart with **fresh milk** and dates, then add a cake for dessert and roses for the table.\n\n- Milk\n- Cake\n- Roses\n\nOrder it all at once and pick a **scheduled delivery** an hour before sunset.',
    coverAlt: 'حليب طازج على مائدة الفطور',
    coverAltEn: 'Fresh milk on the breakfast table',
    coverProduct: 'milk',
    author: 'سارة العتيبي',
    authorEn: 'Sara Al-Otaibi',
    category: 'tips',
    tags: ['ramadan', 'recipes'],
    products: ['milk', 'cake', 'roses'],
    daysAgo: 2,
  },
  {
    slug: 'حفظ-الخضار-طازجة',
    slugEn: 'keeping-vegetables-fresh',
    title: 'كيف تحافظ على الخضار طازجة لأسبوع',
    titleEn: 'How to keep vegetables fresh for a week',
    excerpt: 'حيل بسيطة للتخزين في الثلاجة تقلل الهدر وتوفر المال.',
    excerptEn: 'Simple fridge storage tricks that cut waste and save money.',
    body: '## في الثلاجة\n\nلف الورقيات بمنديل ورقي وضعها في علبة مغلقة. أبق الطماطم خارج الثلاجة.\n\n> القاعدة: ما يُغسل يُجفف قبل التخزين.',
    bodyEn:
      '## In the fridge\n\nWrap leafy greens in a paper towel and keep them in a closed box. Keep tomatoes out of the fridge.\n\n> The rule: whatever you wash, dry before storing.',
    coverAlt: 'خضار طازجة',
    coverAltEn: 'Fresh vegetables',
    coverProduct: 'onOffer',
    author: 'سارة العتيبي',
    authorEn: 'Sara Al-Otaibi',
    category: 'tips',
    tags: ['storage', 'recipes'],
    products: [],
    daysAgo: 5,
  },
  {
    slug: 'توصيل-سريع-في-ساعتين',
    slugEn: 'express-delivery-in-two-hours',
    title: 'التوصيل السريع خلال ساعتين في مدن جديدة',
    titleEn: 'Two-hour express delivery reaches new cities',
    excerpt: 'وسعنا التوصيل السريع ليشمل مدنًا جديدة هذا الشهر.',
    excerptEn: 'We have extended express delivery to new cities this month.',
    body: 'يسعدنا إعلان توسيع **التوصيل السريع** ليشمل مدنًا جديدة. اختره عند الدفع وتابع طلبك من صفحة [طلباتي](/my-orders).',
    bodyEn:
      'We are glad to extend **express delivery** to new cities. Choose it at checkout and follow your order from [My Orders](/my-orders).',
    coverAlt: 'صندوق طلب جاهز للتوصيل',
    coverAltEn: 'An order box ready for delivery',
    coverProduct: 'cake',
    author: 'فريق المتجر',
    authorEn: 'The shop team',
    category: 'news',
    tags: ['delivery'],
    products: [],
    daysAgo: 9,
  },
  {
    slug: 'عروض-نهاية-الأسبوع',
    slugEn: 'weekend-offers',
    title: 'عروض نهاية الأسبوع',
    titleEn: 'Weekend offers',
    excerpt: 'تخفيضات على منتجات مختارة حتى نهاية الأحد.',
    excerptEn: 'Savings on selected products until the end of Sunday.',
    body: 'تصفح صفحة [العروض](/offers) لترى كل المنتجات المخفضة هذا الأسبوع.',
    bodyEn: 'Browse the [Offers](/offers) page to see every product on offer this week.',
    coverAlt: 'منتج عليه عرض',
    coverAltEn: 'A product on offer',
    coverProduct: 'compareAt',
    author: 'فريق المتجر',
    authorEn: 'The shop team',
    category: 'news',
    tags: ['offers', 'delivery'],
    products: ['onOffer'],
    daysAgo: 12,
  },
];

/** Adds the demo blog once (nothing when any post or category exists); answers what it added. */
export async function seedDemoBlog(db: Database): Promise<{ posts: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${blogCategories}, ${blogPosts} in exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(blogCategories);
    if ((existing?.n ?? 0) > 0) return { posts: 0 };
    const categories = await tx
      .insert(blogCategories)
      .values(demoBlogCategories.map((category, position) => ({ ...category, position })))
      .returning({ id: blogCategories.id, slug: blogCategories.slug });
    const categoryId = new Map(categories.map((row) => [row.slug, row.id]));
    const slugs = demoBlogPosts.flatMap((post) =>
      post.products.map((key) => demoProductSlugs[key]),
    );
    const found =
      slugs.length === 0
        ? []
        : await tx
            .select({ id: products.id, slug: products.slug })
            .from(products)
            .where(inArray(products.slug, slugs));
    const productId = new Map(found.map((row) => [row.slug, row.id]));
    await tx.insert(blogPosts).values(
      demoBlogPosts.map(({ coverProduct, category, products: mentioned, daysAgo, ...post }) => ({
        ...post,
        coverImage: `/media/products/${encodeURIComponent(demoProductSlugs[coverProduct])}.svg`,
        categoryId: categoryId.get(category) ?? 0,
        productIds: mentioned.flatMap((key) => productId.get(demoProductSlugs[key]) ?? []),
        publishedAt: sql`now() - make_interval(days => ${daysAgo})`,
      })),
    );
    return { posts: demoBlogPosts.length };
  });
}
