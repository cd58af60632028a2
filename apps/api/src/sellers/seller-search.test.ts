import type { SearchResult } from '@shop/core/schemas';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { useCartApp } from '#src/cart/cart-test-kit.ts';
import { searchWords } from '#src/db/schema.ts';
import {
  createTestSeller,
  productBody,
  sharedCategoryId,
  signInSeller,
} from './seller-test-kit.ts';

// A seller's product is found by search at once, typos included: its words join the
// vocabulary typo correction works from when it is created and when it is renamed (the
// demo catalog's vocabulary is built by the seed, which never sees a seller's product).

const kit = useCartApp();
const { call } = kit;
let token = '';
let brandId = 0;
let categoryId = 0;

/**
 * A made-up word no catalog has: lower-case letters only, ending in "k" so that the index's
 * light English stemming (plural -s, -y, -ie endings) keeps it whole.
 */
const madeUpWord = () =>
  `${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}k`;
/** The word with one letter left out, a typo correction puts right. */
const typoOf = (word: string) => `${word.slice(0, 4)}${word.slice(5)}`;

const search = async (q: string) => {
  const answer = await call('GET', `Search?q=${encodeURIComponent(q)}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<SearchResult>();
};

beforeAll(async () => {
  const seller = await createTestSeller(kit.db);
  ({ token } = await signInSeller(call, seller));
  brandId = seller.brandId;
  categoryId = await sharedCategoryId(kit.db);
});

it('corrects a typo of a new product’s word, and of the word it is renamed to', async () => {
  const word = madeUpWord();
  expect((await search(typoOf(word))).items).toEqual([]);
  const created = await call('POST', 'Seller/Product', {
    token,
    body: productBody(brandId, categoryId, `Spice ${word}`),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<{ id: number }>();

  const found = await search(typoOf(word));
  expect(found.correctedQuery).toBe(word);
  expect(found.items.map((item) => item.id)).toContain(id);

  const renamed = madeUpWord();
  const changed = await call('PATCH', `Seller/Product/${id}`, {
    token,
    body: { nameEn: `Spice ${renamed}` },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const again = await search(typoOf(renamed));
  expect(again.correctedQuery).toBe(renamed);
  expect(again.items.map((item) => item.id)).toEqual([id]);
});

it('counts a word once per product when two products share it, made at the same moment', async () => {
  const word = madeUpWord();
  const answers = await Promise.all(
    [1, 2].map((n) =>
      call('POST', 'Seller/Product', {
        token,
        body: productBody(brandId, categoryId, `Honey ${word} ${n}`),
      }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
  const found = await search(typoOf(word));
  expect(found.correctedQuery).toBe(word);
  expect(found.total).toBe(2);
  const rows = await kit.db
    .select({ frequency: searchWords.frequency })
    .from(searchWords)
    .where(eq(searchWords.word, word));
  expect(rows).toEqual([{ frequency: 2 }]);
});
