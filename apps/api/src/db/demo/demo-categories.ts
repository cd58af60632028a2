// The category trees of each activity type (shared by its brands) and a few categories that
// belong to one brand. `art` picks the picture of the generated product images.

import type { DemoBrand } from './demo-brands.ts';

export type Storage = 'cold' | 'dry';

export interface DemoCategory {
  slug: string;
  name: string;
  nameEn: string;
  art: string;
  color: string;
  /** Storage of its products; children inherit it unless they say otherwise. */
  storage?: Storage;
  children?: DemoCategory[];
}

const leaf = (
  slug: string,
  nameEn: string,
  name: string,
  art: string,
  color: string,
  storage?: Storage,
): DemoCategory => ({ slug, nameEn, name, art, color, ...(storage ? { storage } : {}) });

export const demoCategoryTrees: Record<DemoBrand['activity'], DemoCategory[]> = {
  basket: [
    {
      ...leaf('dairy-eggs', 'Dairy & Eggs', 'الألبان والبيض', 'bottle', '#E3F2FD', 'cold'),
      children: [
        leaf('milk', 'Milk', 'حليب', 'bottle', '#E3F2FD'),
        leaf('laban-yogurt', 'Laban & Yogurt', 'لبن وزبادي', 'jar', '#E8EAF6'),
        leaf('cheese', 'Cheese', 'أجبان', 'round', '#FFF8E1'),
        leaf('eggs', 'Eggs', 'بيض', 'egg', '#FFF3E0'),
        leaf('butter-cream', 'Butter & Cream', 'زبدة وقشطة', 'jar', '#FFFDE7'),
      ],
    },
    {
      ...leaf('beverages', 'Beverages', 'المشروبات', 'bottle', '#E0F7FA', 'dry'),
      children: [
        leaf('water', 'Water', 'مياه', 'bottle', '#E1F5FE'),
        leaf('juices', 'Juices', 'عصائر', 'bottle', '#FFF3E0', 'cold'),
        leaf('soft-drinks', 'Soft Drinks', 'مشروبات غازية', 'can', '#FCE4EC'),
        leaf('tea-coffee', 'Tea & Coffee', 'شاي وقهوة', 'cup', '#EFEBE9'),
      ],
    },
    {
      ...leaf('frozen', 'Frozen Food', 'المجمدات', 'snowflake', '#E1F5FE', 'cold'),
      children: [
        leaf('frozen-vegetables', 'Frozen Vegetables', 'خضار مجمدة', 'bag', '#E8F5E9'),
        leaf('ice-cream', 'Ice Cream', 'آيس كريم', 'icecream', '#FCE4EC'),
        leaf('frozen-meals', 'Frozen Meals & Snacks', 'وجبات ومقبلات مجمدة', 'box', '#FFF3E0'),
      ],
    },
    {
      ...leaf('pantry', 'Pantry', 'المؤونة', 'bag', '#FFF8E1', 'dry'),
      children: [
        leaf('rice-grains', 'Rice, Grains & Pulses', 'أرز وحبوب وبقوليات', 'bag', '#FFF8E1'),
        leaf('pasta-flour', 'Pasta, Flour & Sugar', 'معكرونة وطحين وسكر', 'box', '#FFFDE7'),
        leaf('cooking-oil', 'Cooking Oil & Ghee', 'زيوت الطبخ والسمن', 'bottle', '#F9FBE7'),
        leaf('canned-food', 'Canned Food', 'معلبات', 'can', '#FBE9E7'),
        leaf('spices', 'Spices & Salt', 'بهارات وملح', 'jar', '#FFF3E0'),
        leaf('dates-honey', 'Dates & Honey', 'تمور وعسل', 'jar', '#FFF8E1'),
      ],
    },
    {
      ...leaf('snacks', 'Snacks & Sweets', 'الوجبات الخفيفة والحلويات', 'bag', '#FFF3E0', 'dry'),
      children: [
        leaf('chips', 'Chips & Crisps', 'رقائق البطاطس', 'bag', '#FFFDE7'),
        leaf('chocolate', 'Chocolate', 'شوكولاتة', 'bar', '#EFEBE9'),
        leaf('biscuits', 'Biscuits & Wafers', 'بسكويت وويفر', 'round', '#FFF8E1'),
        leaf('nuts', 'Nuts & Seeds', 'مكسرات وبذور', 'bag', '#F3E5AB'),
      ],
    },
    {
      ...leaf('household', 'Household & Cleaning', 'المنزل والتنظيف', 'bottle', '#E8F5E9', 'dry'),
      children: [
        leaf('cleaning', 'Cleaning', 'منظفات', 'bottle', '#E0F2F1'),
        leaf('tissues', 'Tissues & Paper', 'مناديل وورقيات', 'box', '#F3E5F5'),
        leaf('laundry', 'Laundry', 'الغسيل', 'box', '#E3F2FD'),
      ],
    },
    {
      ...leaf('personal-care', 'Personal Care', 'العناية الشخصية', 'bottle', '#F3E5F5', 'dry'),
      children: [
        leaf('hair-care', 'Hair Care', 'العناية بالشعر', 'bottle', '#F3E5F5'),
        leaf('soap-body', 'Soap & Body Wash', 'صابون وغسول الجسم', 'bar', '#E0F7FA'),
        leaf('oral-care', 'Oral Care', 'العناية بالفم', 'box', '#E8EAF6'),
      ],
    },
  ],
  bread: [
    {
      ...leaf('bread', 'Bread', 'الخبز', 'loaf', '#FFF3E0', 'dry'),
      children: [
        leaf('arabic-bread', 'Arabic Bread', 'خبز عربي', 'round', '#FFF3E0'),
        leaf('toast-bread', 'Toast & Loaves', 'توست وخبز', 'loaf', '#FFF8E1'),
        leaf('buns-rolls', 'Buns & Rolls', 'صامولي وخبز البرجر', 'round', '#FBE9E7'),
      ],
    },
    {
      ...leaf('pastries', 'Pastries', 'المعجنات', 'croissant', '#FFF8E1', 'dry'),
      children: [
        leaf('croissants', 'Croissants', 'كرواسون', 'croissant', '#FFF8E1'),
        leaf('fatayer', 'Fatayer & Manakeesh', 'فطائر ومناقيش', 'round', '#F1F8E9'),
      ],
    },
    {
      ...leaf('cakes-sweets', 'Cakes & Sweets', 'الكيك والحلويات', 'cake', '#FCE4EC', 'dry'),
      children: [
        leaf('cakes', 'Cakes', 'كيك', 'cake', '#FCE4EC', 'cold'),
        leaf('cookies', 'Cookies', 'كوكيز', 'round', '#EFEBE9'),
        leaf('arabic-sweets', 'Arabic Sweets', 'حلويات عربية', 'box', '#FFF8E1'),
      ],
    },
  ],
  pill: [
    {
      ...leaf('medicines', 'Medicines', 'الأدوية', 'pill', '#E0F7FA', 'dry'),
      children: [
        leaf('pain-relief', 'Pain Relief', 'مسكنات الألم', 'pill', '#E0F7FA'),
        leaf('cold-flu', 'Cold & Flu', 'البرد والإنفلونزا', 'bottle', '#E8EAF6'),
        leaf('digestive', 'Digestive Health', 'صحة الجهاز الهضمي', 'pill', '#F1F8E9'),
        leaf('allergy', 'Allergy', 'الحساسية', 'pill', '#FFF3E0'),
      ],
    },
    leaf('vitamins', 'Vitamins & Supplements', 'الفيتامينات والمكملات', 'jar', '#FFFDE7', 'dry'),
    leaf('baby-care', 'Baby Care', 'العناية بالطفل', 'box', '#E1F5FE', 'dry'),
    leaf('skin-care', 'Skin Care', 'العناية بالبشرة', 'jar', '#FCE4EC', 'dry'),
    leaf('first-aid', 'First Aid', 'الإسعافات الأولية', 'box', '#FFEBEE', 'dry'),
  ],
  meat: [
    {
      ...leaf('fresh-meat', 'Fresh Meat', 'اللحوم الطازجة', 'meat', '#FFEBEE', 'cold'),
      children: [
        leaf('lamb', 'Lamb', 'لحم غنم', 'meat', '#FFEBEE'),
        leaf('beef', 'Beef', 'لحم بقري', 'meat', '#FBE9E7'),
        leaf('camel-veal', 'Camel & Veal', 'لحم حاشي وعجل', 'meat', '#EFEBE9'),
      ],
    },
    leaf('poultry', 'Poultry', 'الدواجن', 'drumstick', '#FFF3E0', 'cold'),
    leaf('minced-marinated', 'Minced & Marinated', 'مفروم ومتبل', 'meat', '#FBE9E7', 'cold'),
    leaf('seafood', 'Fish & Seafood', 'الأسماك والمأكولات البحرية', 'fish', '#E1F5FE', 'cold'),
  ],
  leaf: [
    leaf('fruits', 'Fruits', 'الفواكه', 'fruit', '#FFEBEE', 'dry'),
    leaf('vegetables', 'Vegetables', 'الخضروات', 'carrot', '#F1F8E9', 'cold'),
    leaf('herbs-greens', 'Herbs & Leafy Greens', 'الأعشاب والورقيات', 'leaf', '#E8F5E9', 'cold'),
    leaf('fresh-dates', 'Fresh Dates', 'التمور الطازجة', 'fruit', '#FFF8E1', 'dry'),
  ],
  flower: [
    leaf('bouquets', 'Bouquets', 'باقات الورد', 'flower', '#FCE4EC', 'dry'),
    leaf('plants', 'Plants', 'النباتات', 'pot', '#E8F5E9', 'dry'),
    leaf('gift-boxes', 'Gift Boxes', 'صناديق الهدايا', 'box', '#F3E5F5', 'dry'),
    leaf('balloons', 'Balloons', 'البالونات', 'balloon', '#E1F5FE', 'dry'),
  ],
};

/** Categories owned by one brand (brand slug → its own top-level categories). */
export const demoBrandCategories: Record<string, DemoCategory[]> = {
  nakheel: [leaf('nakheel-value', 'Nakheel Value', 'توفير النخيل', 'box', '#E8F5E9', 'dry')],
  tannour: [leaf('tannour-ramadan', 'Ramadan Specials', 'أصناف رمضان', 'cake', '#EDE7F6', 'dry')],
  ward: [leaf('ward-weddings', 'Wedding Flowers', 'زهور الأعراس', 'flower', '#FFF8E1', 'dry')],
};
