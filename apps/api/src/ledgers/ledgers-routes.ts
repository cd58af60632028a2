import {
  ledgerQuerySchema,
  POINT_WORTH_MINOR,
  pointsSchema,
  WALLET_CURRENCY,
  walletSchema,
  type LedgerEntry,
  type LedgerPage,
} from '@shop/core/schemas';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { requireCustomer, signedInCustomer } from '#src/customers/tokens.ts';
import type { Database } from '#src/db/database.ts';
import { ledgerEntries, orders } from '#src/db/schema.ts';
import type { FeatureRoutes } from '#src/http/api-plugin.ts';
import { customerErrors } from '#src/http/customer-errors.ts';
import { neverCached } from '#src/http/http-cache.ts';
import { balanceOf, type LedgerAccount } from '#src/ledgers/ledgers.ts';
import { pointsEntriesOf } from '#src/ledgers/points-expiry.ts';
import { pointsLots, upcomingExpiries } from '#src/ledgers/points-lots.ts';

/** How many coming expiries `GET Points` lists. */
const EXPIRIES_SHOWN = 6;

/**
 * A page of the account's history, newest first, with the order each entry belongs to.
 * Captures (0: a hold that stands) are left out: the hold already shows the spend.
 */
async function historyPage(
  db: Database,
  customerId: number,
  account: LedgerAccount,
  page: number,
  pageSize: number,
): Promise<LedgerPage> {
  const own = and(
    eq(ledgerEntries.customerId, customerId),
    eq(ledgerEntries.account, account),
    ne(ledgerEntries.kind, 'capture'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: ledgerEntries, orderNumber: orders.number })
      .from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .where(own)
      // In the order they were written: an expiry is dated the moment it was computed for, which
      // can be a microsecond before an entry written just ahead of it.
      .orderBy(desc(ledgerEntries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(ledgerEntries).where(own),
  ]);
  const total = counted?.n ?? 0;
  return {
    items: rows.map(({ entry, orderNumber }): LedgerEntry => ({
      id: entry.id,
      kind: entry.kind,
      amount: entry.amount,
      name: entry.name,
      nameEn: entry.nameEn,
      order:
        entry.orderId === null || orderNumber === null
          ? null
          : { id: entry.orderId, number: orderNumber },
      createdAt: entry.createdAt.toISOString(),
      expiresAt: entry.expiresAt?.toISOString() ?? null,
    })),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** `Wallet`, `Points`: My Wallet and My Points (issue 15): the balances and their history. */
export const ledgersRoutes: FeatureRoutes = (app, { db, tokenTtlDays }, done) => {
  const onRequest = requireCustomer(db, tokenTtlDays);
  const tags = ['Account'];
  app.addHook('onSend', neverCached);

  app.get(
    '/Wallet',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The wallet balance and a page of its history (newest first)',
        description: `Minor units of ${WALLET_CURRENCY}. Credits, debits, holds (spent on an order), releases (given back).`,
        querystring: ledgerQuerySchema,
        response: { 200: walletSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { page, pageSize } = request.query;
      const [balance, entries] = await Promise.all([
        balanceOf(db, customer.id, 'wallet'),
        historyPage(db, customer.id, 'wallet', page, pageSize),
      ]);
      return { balance, currency: WALLET_CURRENCY, entries };
    },
  );

  app.get(
    '/Points',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The points balance, the points that expire next, and a page of the history',
        description:
          'Points are earned per delivered order and expire 12 months after they are credited; ' +
          'the oldest are spent first.',
        querystring: ledgerQuerySchema,
        response: { 200: pointsSchema, ...customerErrors },
      },
    },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const { page, pageSize } = request.query;
      const [entries, history] = await Promise.all([
        pointsEntriesOf(db, customer.id),
        historyPage(db, customer.id, 'points', page, pageSize),
      ]);
      const balance = Math.max(
        0,
        entries.reduce((sum, entry) => sum + entry.amount, 0),
      );
      const expiring = upcomingExpiries(pointsLots(entries), new Date(), EXPIRIES_SHOWN);
      return {
        balance,
        worth: balance * POINT_WORTH_MINOR,
        currency: WALLET_CURRENCY,
        expiring: expiring.map(({ points, expiresAt }) => ({
          points,
          expiresAt: expiresAt.toISOString(),
        })),
        entries: history,
      };
    },
  );

  done();
};
