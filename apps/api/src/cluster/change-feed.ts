import { sql } from 'drizzle-orm';
import { createClient } from 'redis';
import type { Database, DatabaseHandle } from '#src/db/database.ts';

/**
 * The channel every process of the store listens on (PostgreSQL NOTIFY, or Redis pub/sub).
 * The catalog tables' triggers (migration 0009) notify it too, at commit, so on PostgreSQL a
 * change written by any client of the database, not only by this API, reaches every process.
 * With Redis only the API's own `catalogChanged` calls travel; a change made outside the API
 * shows once the caches' lifetimes pass.
 */
export const CHANGES_CHANNEL = 'shop_changes';

/** What changed: each topic names the in-process copies that must be forgotten. */
export type ChangeTopic = 'catalog';

/**
 * Longest time between a committed change and every process forgetting what it kept of it,
 * when the feed is connected (written in the README). Messages arrive within milliseconds;
 * the bound leaves room for a busy event loop. While a listening connection is down, the
 * caches' own lifetimes bound staleness instead, and everything is forgotten on reconnection.
 */
export const CHANGE_DELAY_MS = 1_000;

export interface ChangeFeed {
  /** Tells every process, this one included, that `topic` changed (failures go to onError). */
  publish(topic: ChangeTopic): Promise<void>;
  close(): Promise<void>;
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** The feed started for this database in this process, if any (tests run without one). */
export function changeFeedOf(db: Database): ChangeFeed | undefined {
  return feeds.get(db);
}

function isTopic(payload: string): payload is ChangeTopic {
  return payload === 'catalog';
}

export interface ChangeFeedOptions {
  handle: DatabaseHandle;
  /** Redis server to carry the messages instead of PostgreSQL (REDIS_URL). */
  redisUrl?: string | undefined;
  /** Forgets this process's copies of `topic`; also called with every topic on reconnection. */
  onChange: (topic: ChangeTopic) => void;
  onError: (error: Error) => void;
}

/**
 * Starts listening for changes made by any process and registers the feed, so
 * `catalogChanged(db)` publishes through it. PostgreSQL LISTEN/NOTIFY by default (embedded
 * PGlite included: one process, the same mechanism); Redis pub/sub when `redisUrl` is set, for
 * deployments whose connection pooler cannot hold a LISTEN session.
 */
export async function startChangeFeed(options: ChangeFeedOptions): Promise<ChangeFeed> {
  const { handle, onChange } = options;
  const receive = (payload: string) => {
    if (isTopic(payload)) onChange(payload);
  };
  const forgetAll = () => onChange('catalog');

  let feed: ChangeFeed;
  if (options.redisUrl) {
    const publisher = createClient({
      url: options.redisUrl,
      socket: {
        connectTimeout: 5_000,
        reconnectStrategy: (retries) => Math.min(retries * 250, 30_000),
      },
    });
    publisher.on('error', options.onError);
    const subscriber = publisher.duplicate();
    subscriber.on('error', options.onError);
    // After a reconnection the subscription is restored by the client; what was missed is not.
    subscriber.on('ready', forgetAll);
    await publisher.connect();
    await subscriber.connect();
    await subscriber.subscribe(CHANGES_CHANNEL, receive);
    feed = {
      publish: async (topic) => void (await publisher.publish(CHANGES_CHANNEL, topic)),
      close: async () => {
        await Promise.all([subscriber.close(), publisher.close()]);
      },
    };
  } else {
    const unlisten = await handle.listen(CHANGES_CHANNEL, receive, forgetAll);
    feed = {
      publish: async (topic) =>
        void (await handle.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`)),
      close: unlisten,
    };
  }
  const registered: ChangeFeed = {
    // Never rejects: a lost message costs staleness bounded by the caches' lifetimes, not a request.
    publish: (topic) =>
      feed.publish(topic).catch((error: unknown) => options.onError(error as Error)),
    close: async () => {
      feeds.delete(handle.db);
      await feed.close();
    },
  };
  feeds.set(handle.db, registered);
  return registered;
}
