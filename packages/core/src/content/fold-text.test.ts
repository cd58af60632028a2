import { describe, expect, it } from 'vitest';
import { foldText, matchesQuery } from './fold-text.ts';

describe('foldText', () => {
  it('folds case, Latin accents and Arabic spelling variants to one form', () => {
    expect(foldText('  Café  REFUND ')).toBe('cafe refund');
    expect(foldText('أإآٱ')).toBe('اااا');
    expect(foldText('مؤسسة')).toBe('موسسه');
    expect(foldText('مستشفى')).toBe('مستشفي');
    expect(foldText('مُحَمَّد')).toBe('محمد');
    expect(foldText('جـــميل')).toBe('جميل');
    expect(foldText('١٢٣')).toBe('123');
  });
});

describe('matchesQuery', () => {
  it('needs every word of the query, in any order, whatever the spelling', () => {
    expect(matchesQuery('كيف أطلب استرداد مبلغ؟', 'استرداد اطلب')).toBe(true);
    expect(matchesQuery('How do I ask for a refund?', 'REFUND ask')).toBe(true);
    expect(matchesQuery('How do I ask for a refund?', 'refund wallet')).toBe(false);
    expect(matchesQuery('anything', '   ')).toBe(true);
  });
});
