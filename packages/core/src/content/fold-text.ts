// Folding for searching text on a page as the shopper types (the FAQs): case, diacritics and
// the Arabic spelling variants a shopper may type either way (alef and hamza forms, taa
// marbuta, alef maqsura, tatweel, Eastern digits). The same folds as the catalog search's
// normaliser (apps/api/src/search/normalize.ts), kept small for the browser.

const letterFolds: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ء: '',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const letterFoldPattern = new RegExp(`[${Object.keys(letterFolds).join('')}]`, 'g');
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
const combiningMarks = /\p{M}/gu;
const tatweel = /\u0640/g;
const spaces = /\s+/g;

/** `text` folded for matching: lower case, no marks, one Arabic letter per variant, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(tatweel, '')
    .replace(letterFoldPattern, (letter) => letterFolds[letter] ?? letter)
    .replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(spaces, ' ')
    .trim();
}

/** Whether `text` holds every word of `query`, both folded (an empty query matches all). */
export function matchesQuery(text: string, query: string): boolean {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const folded = foldText(text);
  return words.every((word) => folded.includes(word));
}
