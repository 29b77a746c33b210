// Change events across nodes. On PostgreSQL each node keeps one connection that LISTENs on CHANGES_CHANNEL and
// NOTIFYs the changes its own services announce (CatalogEvents), so the caches of every other node (website cache of
// answers and rendered pages, catalog memo, websites, verified tokens) drop what changed within milliseconds instead of
// after their TTL. A lost connection is opened again with a growing delay; while it is down the TTLs
// (CATALOG_CACHE_TTL_MS, 5 s) still bound how stale another node can be, and on reconnecting every cache is dropped
// (changes may have been missed). A connection that stays open but stops answering is treated as lost once
// MAX_NOTIFICATIONS_IN_FLIGHT notifications wait on it, so memory stays bounded. SQLite is one process: nothing to relay.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { postgresConnection } from '../db/adapters.ts';
import { resolveDatabaseUrl } from '../db/database-url.ts';
import { listenOn, notifyOn } from '../db/notify-channel.ts';
import type { Logger } from '../logging.ts';
import type { CatalogEntity, CatalogEvents } from './catalog-events.ts';

export const CHANGES_CHANNEL = 'shopwright_changes';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; longer change lists go as several notifications. */
export const NOTIFY_PAYLOAD_MAX = 7_900;
/** Delays before opening the connection again: doubled after each failure, from the first to the last. */
export const RECONNECT_DELAYS_MS = { first: 100, last: 10_000 } as const;
/**
 * Notifications sent and not yet answered, at most. A connection that stays open while PostgreSQL stops answering
 * would otherwise hold every change this node makes; at the limit the connection counts as lost: it is closed (the
 * notifications waiting on it are dropped), opened again, and every cache is dropped once it listens again.
 */
export const MAX_NOTIFICATIONS_IN_FLIGHT = 1_000;
/** How long stopping waits for the last notifications to be sent. */
export const CLOSE_WAIT_MS = 2_000;

const KINDS = new Set<string>(['Product', 'ProductVariant', 'Collection', 'Website', 'ApiToken'] satisfies CatalogEntity['typename'][]);

/** One notification: the node that sent it and its changes as [websiteId, typename, id]. */
type Message = { node: string; changes: [string, CatalogEntity['typename'], string][] };

/**
 * The changes as notifications. The caches act per website and kind (only verified tokens by id), so the other kinds
 * go as one entry per website and kind with the id `*`: an import of 10,000 products is one short notification.
 */
export function notifications(node: string, changes: readonly CatalogEntity[]): string[] {
  const entries = new Map<string, Message['changes'][number]>();
  for (const { websiteId, typename, id } of changes) {
    const entry: Message['changes'][number] = [websiteId, typename, typename === 'ApiToken' ? id : '*'];
    entries.set(entry.join('\n'), entry);
  }
  const payloads: string[] = [];
  let batch: Message['changes'] = [];
  const flush = () => {
    if (batch.length > 0) payloads.push(JSON.stringify({ node, changes: batch } satisfies Message));
    batch = [];
  };
  for (const entry of entries.values()) {
    batch.push(entry);
    if (Buffer.byteLength(JSON.stringify({ node, changes: batch })) > NOTIFY_PAYLOAD_MAX) {
      batch.pop();
      flush();
      batch.push(entry);
    }
  }
  flush();
  return payloads;
}

/** The changes of another node's notification; null for this node's own or for anything malformed. */
export function receivedChanges(node: string, payload: string): CatalogEntity[] | null {
  try {
    const message = JSON.parse(payload) as Message;
    if (message.node === node || !Array.isArray(message.changes)) return null;
    return message.changes
      .filter((c) => Array.isArray(c) && c.length === 3 && c.every((part) => typeof part === 'string') && KINDS.has(c[1]))
      .map(([websiteId, typename, id]) => ({ websiteId, typename, id }));
  } catch {
    return null;
  }
}

export type ChangeRelay = {
  /** Whether the LISTEN connection is open (for /readyz details and tests). */
  readonly connected: boolean;
  close(): Promise<void>;
};

/** Relays `events` between the nodes of DATABASE_URL `databaseUrl` on PostgreSQL; null on SQLite (one process). */
export async function relayChanges(databaseUrl: string | undefined, events: CatalogEvents, log: Logger): Promise<ChangeRelay | null> {
  const target = resolveDatabaseUrl(databaseUrl);
  return target.provider === 'postgresql' ? startChangeRelay(postgresConnection(target.url).pool, events, log) : null;
}

/** Relays `events` through PostgreSQL at `connection` (pg client settings) until closed. */
export async function startChangeRelay(connection: pg.ClientConfig, events: CatalogEvents, log: Logger): Promise<ChangeRelay> {
  const { default: pgModule } = await import('pg');
  const node = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let delay: number = RECONNECT_DELAYS_MS.first;
  let timer: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, delay);
    delay = Math.min(delay * 2, RECONNECT_DELAYS_MS.last);
  };
  /** Lets go of a connection: its late errors and events are ignored. */
  const discard = async (old: pg.Client) => {
    old.removeAllListeners();
    old.on('error', () => {});
    await old.end().catch(() => {});
  };
  /** Notifications waiting on the current connection (those of a discarded one are dropped with it). */
  const sending = new Set<Promise<unknown>>();
  const lost = (err?: Error) => {
    if (closed || !client) return;
    log.warn({ err: err?.message }, 'change relay: connection to PostgreSQL lost; caches fall back to their TTL');
    void discard(client);
    client = null;
    sending.clear();
    reconnectLater();
  };
  const open = async (): Promise<void> => {
    const next = new pgModule.Client(connection);
    next.on('error', (err) => (client === next ? lost(err) : undefined));
    next.on('end', () => (client === next ? lost() : undefined));
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const changes = receivedChanges(node, message.payload);
      if (changes?.length) events.changed(changes, 'remote');
    });
    try {
      await next.connect();
      await listenOn(next, CHANGES_CHANNEL);
    } catch (err) {
      void discard(next);
      if (closed) return;
      log.warn({ err: (err as Error).message, retryInMs: delay }, 'change relay: cannot listen on PostgreSQL');
      reconnectLater();
      return;
    }
    if (closed) {
      await discard(next);
      return;
    }
    const reconnected = delay > RECONNECT_DELAYS_MS.first;
    client = next;
    delay = RECONNECT_DELAYS_MS.first;
    // Whatever changed while this node was not listening is unknown: every cache starts again.
    if (reconnected) {
      log.info('change relay: listening again; caches dropped');
      events.changedEverything();
    }
  };

  const unsubscribe = events.subscribe((changes, source) => {
    const sender = client;
    if (source === 'remote' || !sender) return;
    for (const payload of notifications(node, changes)) {
      if (sending.size >= MAX_NOTIFICATIONS_IN_FLIGHT) {
        lost(new Error(`${MAX_NOTIFICATIONS_IN_FLIGHT} notifications unanswered`));
        return;
      }
      const sent = notifyOn(sender, CHANGES_CHANNEL, payload).catch((err: Error) => (client === sender ? lost(err) : undefined));
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    }
  });
  await open();
  return {
    get connected() {
      return client !== null;
    },
    async close() {
      unsubscribe();
      // What this node changed last still reaches the others — unless the connection has stalled: stopping waits at
      // most CLOSE_WAIT_MS for it.
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled(sending),
        new Promise((done) => {
          waited = setTimeout(done, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      closed = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      if (last) await discard(last);
    },
  };
}
