import {
  uploadContentTypes,
  type Cart,
  type CartLine,
  type CartLineOption,
  type CartLineProblem,
  type UploadContentType,
} from '@shop/core/schemas';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { brandLogoUrl } from '#src/brands/brands-queries.ts';
import { preparedStatement } from '#src/catalog/prepared-statements.ts';
import { renderedOnce } from '#src/db/rendered-sql.ts';
import { liveTokenCondition, liveTokenParams } from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import {
  brands,
  cartLines,
  carts,
  cartUploads,
  customers,
  customerTokens,
  customizationChoices,
  customizationOptions,
  productImages,
  products,
} from '#src/db/schema.ts';
import {
  mainImageJoin,
  summaryColumns,
  toSummary,
  type SummaryRow,
} from '#src/products/products-queries.ts';

/** Which cart to read: by its row id (after a change), its customer, or a guest's key hash. */
export type CartKey = { cartRowId: number } | { customerId: number } | { guestKeyHash: string };

/** Where an uploaded customization file is read back by the cart's owner. */
export function cartUploadUrl(uploadId: string): string {
  return `/api/Cart/Upload/${uploadId}`;
}

/** An answer of a line as the read query returns it (see optionsJson). */
interface OptionRow {
  optionId: number;
  kind: 'choice' | 'text' | 'file';
  name: string;
  nameEn: string;
  choiceId: number | null;
  choiceName: string | null;
  choiceNameEn: string | null;
  priceDelta: number | null;
  text: string | null;
  uploadId: string | null;
  fileName: string | null;
  contentType: string | null;
}

/**
 * The line's answers with the names of their options and choices in both languages and their
 * files, as JSON (option order); lines without a customization skip the subquery.
 */
const optionsJson = sql<OptionRow[]>`case when ${cartLines.customizationKey} = '' then '[]'::json
  else coalesce((select json_agg(json_build_object(
      'optionId', ${customizationOptions.id}, 'kind', ${customizationOptions.kind},
      'name', ${customizationOptions.name}, 'nameEn', ${customizationOptions.nameEn},
      'choiceId', ${customizationChoices.id}, 'choiceName', ${customizationChoices.name},
      'choiceNameEn', ${customizationChoices.nameEn},
      'priceDelta', ${customizationChoices.priceDelta},
      'text', answer.value->>'text',
      'uploadId', ${cartUploads.id}, 'fileName', ${cartUploads.fileName},
      'contentType', ${cartUploads.contentType})
    order by ${customizationOptions.position}, ${customizationOptions.id})
    from jsonb_array_elements(${cartLines.customization}) as answer(value)
    join ${customizationOptions}
      on ${customizationOptions.id} = (answer.value->>'optionId')::int
    left join ${customizationChoices}
      on ${customizationChoices.id} = (answer.value->>'choiceId')::int
      and ${customizationChoices.optionId} = ${customizationOptions.id}
    left join ${cartUploads}
      on ${cartUploads.id} = (answer.value->>'uploadId')::uuid
      and ${cartUploads.cartId} = ${cartLines.cartId}), '[]'::json) end`;

type LineRow = SummaryRow & {
  lineId: number;
  quantity: number;
  addedUnitPrice: number;
  options: OptionRow[];
};

/** The cart as one read finds it: its row, its brand's terms and its lines, oldest first. */
export interface CartState {
  cartRowId: number;
  brandId: number | null;
  brandName: string | null;
  brandNameEn: string | null;
  minimumOrder: number | null;
  freeShippingThreshold: number | null;
  currency: string | null;
  lines: LineRow[];
}

const summaryKeys = Object.keys(summaryColumns) as (keyof SummaryRow)[];
const lineKeys = [...summaryKeys, 'lineId', 'quantity', 'addedUnitPrice', 'options'] as const;

/**
 * The cart's lines as one JSON array of arrays (values in `lineKeys` order, no key names
 * repeated), oldest first: the product as the catalog shows it, the line, its answers. One row
 * per cart instead of one per line: far less for the driver and the ORM to map.
 */
const linesJson = renderedOnce(sql<
  unknown[][]
>`coalesce((select json_agg(json_build_array(${sql.join(
  [
    ...summaryKeys.map((key) => summaryColumns[key]),
    cartLines.id,
    cartLines.quantity,
    cartLines.addedUnitPrice,
    optionsJson,
  ],
  sql`, `,
)}) order by ${cartLines.createdAt}, ${cartLines.id})
    from ${cartLines}
    join ${products} on ${products.id} = ${cartLines.productId}
    left join ${productImages} on ${mainImageJoin}
    where ${cartLines.cartId} = ${carts.id}), '[]'::json)`);

/** What a read selects (a join with brands, so drizzle qualifies every column). */
const cartFields = {
  cartRowId: carts.id,
  brandId: brands.id,
  brandName: brands.name,
  brandNameEn: brands.nameEn,
  minimumOrder: brands.minimumOrder,
  freeShippingThreshold: brands.freeShippingThreshold,
  currency: brands.currency,
  lines: linesJson,
};

function toState(row: Omit<CartState, 'lines'> & { lines: unknown[][] }): CartState {
  return {
    ...row,
    lines: row.lines.map((values) => {
      const line: Record<string, unknown> = {};
      lineKeys.forEach((key, index) => {
        line[key] = values[index];
      });
      return line as unknown as LineRow;
    }),
  };
}

type CartKeyKind = 'cartRowId' | 'customerId' | 'guestKeyHash';

function keyCondition(kind: CartKeyKind): SQL {
  switch (kind) {
    case 'cartRowId':
      return sql`${carts.id} = ${sql.placeholder('key')}`;
    case 'customerId':
      return sql`${carts.customerId} = ${sql.placeholder('key')}`;
    case 'guestKeyHash':
      return sql`${carts.guestKeyHash} = ${sql.placeholder('key')}`;
  }
}

function kindAndValue(key: CartKey): [CartKeyKind, number | string] {
  if ('cartRowId' in key) return ['cartRowId', key.cartRowId];
  if ('customerId' in key) return ['customerId', key.customerId];
  return ['guestKeyHash', key.guestKeyHash];
}

/** The read by a key kind, prepared once per database (for reads outside a change). */
function cartStatement(db: Database, kind: CartKeyKind) {
  return preparedStatement(db, `cart:read:${kind}`, (name) =>
    db
      .select(cartFields)
      .from(carts)
      .leftJoin(brands, eq(brands.id, carts.brandId))
      .where(keyCondition(kind))
      .prepare(name),
  );
}

/**
 * The cart of this row as a change leaves it, read inside the change's transaction (`tx`), so
 * its limits are checked on what will be committed and its answer needs no read after it.
 */
export async function readCartIn(tx: Database, cartRowId: number): Promise<CartState> {
  // Named: PostgreSQL parses and plans it once per connection (planning it cost more than
  // running it), though drizzle builds it again for each transaction.
  const [row] = await tx
    .select(cartFields)
    .from(carts)
    .leftJoin(brands, eq(brands.id, carts.brandId))
    .where(eq(carts.id, cartRowId))
    .prepare('cart_read_in')
    .execute();
  if (!row) throw new Error(`readCartIn: cart ${cartRowId} is gone inside its own lock`);
  return toState(row);
}

/** An empty basket: nothing added yet (or no cart at all). */
export function emptyCart(cartId: string | null): Cart {
  return {
    cartId,
    brand: null,
    currency: null,
    lines: [],
    itemCount: 0,
    subtotal: 0,
    minimumOrder: 0,
    minimumOrderMissing: 0,
    freeShippingThreshold: null,
    freeShippingMissing: null,
    canCheckout: false,
  };
}

const knownContentTypes = new Set<string>(uploadContentTypes);

function toOption(row: OptionRow): CartLineOption {
  const option: CartLineOption = {
    name: row.name,
    nameEn: row.nameEn,
    optionId: row.optionId,
    kind: row.kind,
  };
  if (row.choiceId !== null && row.choiceName !== null && row.choiceNameEn !== null) {
    option.choice = {
      name: row.choiceName,
      nameEn: row.choiceNameEn,
      id: row.choiceId,
      priceDelta: row.priceDelta ?? 0,
    };
  }
  if (row.text !== null) option.text = row.text;
  if (row.uploadId !== null && row.contentType !== null && knownContentTypes.has(row.contentType)) {
    option.file = {
      id: row.uploadId,
      fileName: row.fileName ?? '',
      contentType: row.contentType as UploadContentType,
      url: cartUploadUrl(row.uploadId),
    };
  }
  return option;
}

/** What one unit of a product costs with these choices now (never below 0). */
export function unitPriceOf(currentPrice: number, priceDeltas: readonly number[]): number {
  return Math.max(
    0,
    priceDeltas.reduce((sum, delta) => sum + delta, currentPrice),
  );
}

/** The most units of a product one basket may hold now: its maximum per order and the stock. */
export function maxQuantityOf(product: { maxPerOrder: number; stockQuantity: number }): number {
  return Math.max(0, Math.min(product.maxPerOrder, product.stockQuantity));
}

function toLine(row: LineRow): CartLine {
  const options = row.options.map(toOption);
  const unitPrice = unitPriceOf(
    row.currentPrice,
    options.map((option) => option.choice?.priceDelta ?? 0),
  );
  const maxQuantity = maxQuantityOf(row);
  const problems: CartLineProblem[] = [];
  if (unitPrice !== row.addedUnitPrice) problems.push('price_changed');
  if (row.stockQuantity === 0) problems.push(row.restockable ? 'out_of_stock' : 'sold_out');
  else if (row.quantity > row.stockQuantity) problems.push('stock_reduced');
  return {
    id: row.lineId,
    product: toSummary(row),
    quantity: row.quantity,
    unitPrice,
    addedUnitPrice: row.addedUnitPrice,
    lineTotal: unitPrice * row.quantity,
    options,
    maxQuantity,
    problems,
  };
}

/**
 * The basket as the API answers it, every amount computed here in minor units. `canCheckout`:
 * lines there, each within what may be ordered now (stock and maximum per order; a changed price
 * is shown but does not block), and the brand's minimum order reached.
 */
export function toCart(cartId: string | null, state: CartState): Cart {
  if (state.brandId === null || state.lines.length === 0) return emptyCart(cartId);
  const lines = state.lines.map(toLine);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const minimumOrder = state.minimumOrder ?? 0;
  const threshold = state.freeShippingThreshold;
  const minimumOrderMissing = Math.max(0, minimumOrder - subtotal);
  return {
    cartId,
    brand: {
      name: state.brandName ?? '',
      nameEn: state.brandNameEn ?? '',
      id: state.brandId,
      logo: brandLogoUrl(state.brandId),
    },
    currency: state.currency,
    lines,
    itemCount,
    subtotal,
    minimumOrder,
    minimumOrderMissing,
    freeShippingThreshold: threshold,
    freeShippingMissing: threshold === null ? null : Math.max(0, threshold - subtotal),
    canCheckout:
      minimumOrderMissing === 0 && lines.every((line) => line.quantity <= line.maxQuantity),
  };
}

/**
 * A signed-in customer's basket from the bearer token alone, in one statement (the token, its
 * customer, the cart): null when the token is not live or its customer not verified (the 401
 * of every customer route), an empty basket when the customer has no cart.
 */
export async function readCustomerCart(
  db: Database,
  token: string,
  tokenTtlDays: number,
): Promise<Cart | null> {
  const statement = preparedStatement(db, 'cart:read:token', (name) =>
    db
      .select(cartFields)
      .from(customerTokens)
      .innerJoin(
        customers,
        and(eq(customers.id, customerTokens.customerId), isNotNull(customers.verifiedAt)),
      )
      .leftJoin(carts, eq(carts.customerId, customerTokens.customerId))
      .leftJoin(brands, eq(brands.id, carts.brandId))
      // No LIMIT: the token's hash is unique, and with one PostgreSQL plans for stopping early,
      // weighing the lines' subquery so high that it scans every token (1.3 ms against 0.3 ms).
      .where(liveTokenCondition)
      .prepare(name),
  );
  const [row] = await statement.execute(liveTokenParams(token, tokenTtlDays));
  if (!row) return null;
  // No cart yet: the left join leaves the cart's columns null.
  const { cartRowId } = row;
  return cartRowId === null ? emptyCart(null) : toCart(null, toState({ ...row, cartRowId }));
}

/**
 * Reads a cart in one statement (the cart, its brand, its lines with their products, images,
 * options and files); undefined when there is no such cart. `cartId` is the guest's id to answer
 * (only its hash is stored), null for a customer's cart.
 */
export async function readCart(
  db: Database,
  key: CartKey,
  cartId: string | null,
): Promise<Cart | undefined> {
  const [kind, value] = kindAndValue(key);
  const [row] = await cartStatement(db, kind).execute({ key: value });
  return row && toCart(cartId, toState(row));
}
