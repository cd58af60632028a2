import { describe, expect, it } from 'vitest';
import { cleanText, normalizeText, stemEnglish, tokenize, trigramKey } from './normalize.ts';

describe('normalizeText: Arabic', () => {
  it.each([
    ['أرز', 'ارز'],
    ['إسباني', 'اسباني'],
    ['آيس', 'ايس'],
    ['ٱسم', 'اسم'],
  ])('folds the alef forms: %s → %s', (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });

  it('folds the hamza carriers, taa marbuta and alef maqsura', () => {
    expect(normalizeText('مؤسسة')).toBe('موسسه');
    expect(normalizeText('جبنة')).toBe('جبنه');
    expect(normalizeText('بيئة')).toBe('بييه');
    expect(normalizeText('حلوى')).toBe('حلوي');
  });

  it('folds Persian-keyboard yeh and keheh onto the Arabic letters', () => {
    expect(normalizeText('حلیب')).toBe('حليب');
    expect(normalizeText('کعک')).toBe('كعك');
    expect(normalizeText('حلیب')).toBe(normalizeText('حليب'));
  });

  it('removes diacritics (tashkeel, superscript alef) and tatweel', () => {
    expect(normalizeText('حَلِيبٌ')).toBe('حليب');
    expect(normalizeText('رَحْمٰن')).toBe('رحمن');
    expect(normalizeText('شـــــاي')).toBe('شاي');
    expect(normalizeText('قَهْوَةٌ')).toBe(normalizeText('قهوه'));
  });

  it('drops the article "ال" when at least two letters remain', () => {
    expect(normalizeText('الحليب')).toBe('حليب');
    // Recognised after folding, so a hamza-initial word loses "ال" too, alike on both sides.
    expect(normalizeText('ألبان الريف')).toBe('بان ريف');
    expect(normalizeText('البان')).toBe(normalizeText('ألبان'));
    expect(normalizeText('الو')).toBe('الو');
    expect(normalizeText('الحليب')).toBe(normalizeText('حليب'));
  });

  it('unfolds presentation forms (the lam-alef ligature)', () => {
    expect(normalizeText('ﻻ')).toBe('لا');
  });
});

describe('normalizeText: digits, case, words', () => {
  it('turns Arabic-Indic and Persian digits into ASCII', () => {
    expect(normalizeText('١ لتر')).toBe('1 لتر');
    expect(normalizeText('۱۲۳ ٤٥٦')).toBe('123 456');
    expect(normalizeText('حليب ١٫٥ لتر')).toBe('حليب 1 5 لتر');
  });

  it('lower-cases and strips Latin accents', () => {
    expect(normalizeText('Café CRÈME Brûlée')).toBe('cafe creme brulee');
  });

  it('splits letters from digits and scripts from each other, and drops punctuation', () => {
    expect(normalizeText('500g')).toBe('500 g');
    expect(normalizeText('Coca-Cola, 330ml!')).toBe('coca cola 330 ml');
    expect(normalizeText('فيتامين د3')).toBe('فيتامين د 3');
    expect(normalizeText('  ')).toBe('');
  });

  it('keeps the spelling a person would recognise in `surface`', () => {
    expect(tokenize('الحليب كامل الدسم')).toEqual([
      { word: 'حليب', surface: 'حليب', script: 'ar' },
      { word: 'كامل', surface: 'كامل', script: 'ar' },
      { word: 'دسم', surface: 'دسم', script: 'ar' },
    ]);
    expect(tokenize('Berries 12')).toEqual([
      { word: 'berri', surface: 'berries', script: 'en' },
      { word: '12', surface: '12', script: 'digits' },
    ]);
    expect(cleanText('قَهْوَةٌ')).toBe('قهوة');
  });
});

describe('stemEnglish', () => {
  it.each([
    ['eggs', 'egg'],
    ['chips', 'chip'],
    ['boxes', 'box'],
    ['peaches', 'peach'],
    ['dishes', 'dish'],
    ['glasses', 'glass'],
    ['tomatoes', 'tomato'],
    ['mangoes', 'mango'],
    ['cheeses', 'cheese'],
    ['grapes', 'grape'],
    ['juices', 'juice'],
  ])('folds the plural %s onto %s', (plural, stem) => {
    expect(stemEnglish(plural)).toBe(stem);
  });

  it('meets singular and plural of -y and -ie words at -i', () => {
    expect(stemEnglish('berries')).toBe(stemEnglish('berry'));
    expect(stemEnglish('cookies')).toBe(stemEnglish('cookie'));
    expect(stemEnglish('candies')).toBe(stemEnglish('candy'));
    expect(stemEnglish('toys')).toBe('toy');
    expect(stemEnglish('honey')).toBe('honey');
  });

  it('leaves short words and -ss, -us, -is endings alone', () => {
    for (const word of ['gas', 'pie', 'glass', 'hummus', 'citrus', 'iris', 'milk']) {
      expect(stemEnglish(word)).toBe(word);
    }
  });
});

describe('trigramKey', () => {
  it('keeps English words and transliterates Arabic letter by letter into ASCII', () => {
    expect(trigramKey('milk')).toBe('milk');
    const key = trigramKey('حليب');
    expect(key).toMatch(/^[a-z0-9]{4}$/);
    expect(trigramKey('حلبب')).not.toBe(key);
  });

  it('has no key for letters outside both alphabets', () => {
    expect(trigramKey('пиво')).toBeNull();
    expect(trigramKey('چای')).toBeNull();
  });
});
