// The ONE text normalisation of search: products are indexed with it and queries go through
// it, so both sides always agree. Arabic spelling variants fold together (alef forms, hamza
// carriers, taa marbuta, alef maqsura, Persian-keyboard letters, diacritics, tatweel, the
// article), digits become ASCII, English plurals are lightly stemmed.

/** One word of a text: what the index holds, and how a person would write it. */
export interface SearchToken {
  /** Normalised form: the lexeme in `products.search_vector`. */
  word: string;
  /** The word as written (lower case, without diacritics or article): shown in corrections. */
  surface: string;
  /** Script of the word; digits-only words are `digits`. */
  script: 'ar' | 'en' | 'digits' | 'other';
}

/** Arabic letter variants folded to one letter; one character to one character. */
const letterFolds: Record<string, string> = {
  أ: 'ا', // U+0623 alef with hamza above
  إ: 'ا', // U+0625 alef with hamza below
  آ: 'ا', // U+0622 alef with madda
  ٱ: 'ا', // U+0671 alef wasla
  ؤ: 'و', // U+0624 waw with hamza
  ئ: 'ي', // U+0626 yeh with hamza
  ة: 'ه', // U+0629 taa marbuta
  ى: 'ي', // U+0649 alef maqsura
  ی: 'ي', // U+06CC Persian yeh
  ک: 'ك', // U+06A9 Persian keheh
};
const letterFoldPattern = new RegExp(`[${Object.keys(letterFolds).join('')}]`, 'g');

/** Arabic-Indic (U+0660–0669) and Persian (U+06F0–06F9) digits. */
const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Latin letters with accents (é, ü …): decomposed and stripped of their marks below. */
const accentedLatin = /[\u00C0-\u024F\u1E00-\u1EFF]/g;
/** Combining marks: Arabic tashkeel U+064B–U+0652, superscript alef U+0670, Latin accents … */
const combiningMarks = /\p{M}/gu;
const TATWEEL = /\u0640/g;

/**
 * Words: a run of Arabic letters, a run of other letters, or a run of digits. Script and
 * letter/digit boundaries split words, so "500g" and "500 g" index alike.
 */
const wordPattern = /(?:(?=\p{Script=Arabic})\p{L})+|(?:(?!\p{Script=Arabic})\p{L})+|\p{Nd}+/gu;
const latinWord = /^[a-z]+$/;
const digitsWord = /^\p{Nd}+$/u;
const arabicWord = /^\p{Script=Arabic}/u;

/**
 * Character-level clean-up that keeps the spelling a person would recognise: compatibility
 * forms (presentation forms, ligatures, full-width letters) unfolded, lower case, accents and
 * diacritics and tatweel removed, Eastern digits as ASCII.
 */
export function cleanText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(accentedLatin, (letter) => letter.normalize('NFD'))
    .replace(combiningMarks, '')
    .replace(TATWEEL, '')
    .replace(easternDigits, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** Folds the Arabic letter variants of an already cleaned word. */
export function foldArabicLetters(word: string): string {
  return word.replace(letterFoldPattern, (letter) => letterFolds[letter] ?? letter);
}

/**
 * Light English stemming of a lower-case word: plurals fold onto the singular (eggs → egg,
 * boxes → box, tomatoes → tomato, berries/berry → berri, cookies/cookie → cooki). Words of
 * three letters or fewer, and endings like -ss, -us, -is, stay as they are.
 */
export function stemEnglish(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  let stem = word;
  if (stem.endsWith('ies') && stem.length > 4) return `${stem.slice(0, -3)}i`;
  if (/(?:x|ch|sh|ss|zz)es$/.test(stem) || /[^aeiou]oes$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.endsWith('s')) stem = stem.slice(0, -1);
  // Singular endings that plurals spell differently: -y/-ies and -ie/-ies meet at -i.
  if (stem.length > 3 && stem.endsWith('ie')) return stem.slice(0, -1);
  if (stem.length > 3 && /[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}i`;
  return stem;
}

function tokenFrom(cleaned: string): SearchToken {
  if (digitsWord.test(cleaned)) return { word: cleaned, surface: cleaned, script: 'digits' };
  if (latinWord.test(cleaned))
    return { word: stemEnglish(cleaned), surface: cleaned, script: 'en' };
  if (!arabicWord.test(cleaned)) return { word: cleaned, surface: cleaned, script: 'other' };
  const folded = foldArabicLetters(cleaned);
  // The article "ال" is not part of the word, unless too little would remain ("الو"). It is
  // recognised after folding, so "ألبان" and a hastily typed "البان" both index as "بان";
  // the surface keeps a hamza-initial word whole.
  if (folded.startsWith('ال') && folded.length - 2 >= 2) {
    const surface = /^[اٱ]ل/.test(cleaned) ? cleaned.slice(2) : cleaned;
    return { word: folded.slice(2), surface, script: 'ar' };
  }
  return { word: folded, surface: cleaned, script: 'ar' };
}

/** The words of a text, normalised for the search index or a query. */
export function tokenize(text: string): SearchToken[] {
  return (cleanText(text).match(wordPattern) ?? []).map(tokenFrom);
}

/** A text as the search index stores it: its normalised words joined by spaces. */
export function normalizeText(text: string): string {
  return tokenize(text)
    .map((token) => token.word)
    .join(' ');
}

/**
 * Arabic letters (after folding) in a fixed order, each transliterated to one ASCII letter or
 * digit: pg_trgm only sees Arabic letters when the database's LC_CTYPE knows them, ASCII
 * always. The mapping is one to one, so trigram similarity is the same.
 */
const arabicAlphabet = 'ءابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const asciiAlphabet = 'abcdefghijklmnopqrstuvwxyz012';
const transliteration = new Map(
  [...arabicAlphabet].map((letter, index) => [letter, asciiAlphabet[index] ?? '']),
);

/**
 * The ASCII key pg_trgm compares a vocabulary word by: the English word itself, or the Arabic
 * word transliterated letter by letter. Null when the word has letters outside both alphabets.
 */
export function trigramKey(word: string): string | null {
  if (latinWord.test(word)) return word;
  let key = '';
  for (const letter of word) {
    const ascii = transliteration.get(letter);
    if (ascii === undefined) return null;
    key += ascii;
  }
  return key === '' ? null : key;
}
