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

/**
 * What changed: each topic names the in-process copies that must be forgotten: `catalog` the
 * catalog's counts and kept answers, `settings` the site settings (src/settings).
 */
export type ChangeTopic = 'catalog' | 'settings';

const TOPICS: readonly ChangeTopic[] = ['catalog', 'settings'];

/**
 * Longest time between a committed change and every process forgetting what it kept of it,
 * when the feed is connected (written in the README). Messages arrive within milliseconds;
 * the bound leaves room for a busy event loop. While a listening connection is down, the
 * caches' own lifetimes bound staleness instead, and everything is forgotten on reconnection.
 */
export const CHANGE_DELAY_MS = 1_000;

/**
 * Least time between two messages of one topic from this process: a burst of changes (a sale's
 * placements, each taking stock) is told at once, then at most every PUBLISH_GAP_MS, the burst's
 * last change included; well within CHANGE_DELAY_MS. Every process then forgets its copies a few
 * times a second at most, not once per placement.
 */
export const PUBLISH_GAP_MS = 200;

export interface ChangeFeed {
  /**
   * Tells every process, this one included, that `topic` changed (failures go to onError):
   * at once, or, within PUBLISH_GAP_MS of its last message, at the end of that gap (one message
   * for all the calls meanwhile).
   */
  publish(topic: ChangeTopic): Promise<void>;
  close(): Promise<void>;
}

const feeds = new WeakMap<Database, ChangeFeed>();

/** The feed started for this database in this process, if any (tests run without one). */
export function changeFeedOf(db: Database): ChangeFeed | undefined {
  return feeds.get(db);
}

function isTopic(payload: string): payload is ChangeTopic {
  return (TOPICS as readonly string[]).includes(payload);
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
  const forgetAll = () => {
    for (const topic of TOPICS) onChange(topic);
  };

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
      // Its commit need not wait for the disk: it carries no data, and a listener that loses
      // the server forgets everything when it reconnects.
      publish: async (topic) =>
        void (await handle.db.execute(
          sql`select set_config('synchronous_commit', 'off', true), pg_notify(${CHANGES_CHANNEL}, ${topic})`,
        )),
      close: unlisten,
    };
  }
  const lastSent = new Map<ChangeTopic, number>();
  /** The message of a topic waiting for its gap, with what ends its wait without sending. */
  const waiting = new Map<ChangeTopic, { sent: Promise<void>; drop: () => void }>();
  // Never rejects: a lost message costs staleness bounded by the caches' lifetimes, not a request.
  const send = (topic: ChangeTopic) => {
    lastSent.set(topic, Date.now());
    return feed.publish(topic).catch((error: unknown) => options.onError(error as Error));
  };
  const registered: ChangeFeed = {
    publish: (topic) => {
      const queued = waiting.get(topic);
      if (queued) return queued.sent;
      const wait = (lastSent.get(topic) ?? -Infinity) + PUBLISH_GAP_MS - Date.now();
      if (wait <= 0) return send(topic);
      let drop = () => {};
      const sent = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(topic);
          resolve(send(topic));
        }, wait);
        drop = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiting.set(topic, { sent, drop });
      return sent;
    },
    close: async () => {
      feeds.delete(handle.db);
      for (const queued of waiting.values()) queued.drop();
      waiting.clear();
      await feed.close();
    },
  };
  feeds.set(handle.db, registered);
  return registered;
}
