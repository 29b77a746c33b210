// What nodes tell each other about changes (server/services/change-relay.ts): short notifications under PostgreSQL's
// payload limit, one per website and kind (verified tokens by id), and nothing taken from the node's own or from
// malformed payloads; and a connection that stops answering holds a bounded number of them.
import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { type CatalogEntity, CatalogEvents } from '../../server/services/catalog-events.ts';
import {
  CLOSE_WAIT_MS,
  MAX_NOTIFICATIONS_IN_FLIGHT,
  NOTIFY_PAYLOAD_MAX,
  notifications,
  receivedChanges,
  startChangeRelay,
} from '../../server/services/change-relay.ts';

/**
 * node-postgres' Client as the relay uses it. Once `answering` is false the server is stalled: the connection stays
 * open and each query waits; ending the client rejects what waits (pg destroys the socket when a query is active).
 */
class FakePgClient extends EventEmitter {
  static readonly opened: FakePgClient[] = [];
  answering = true;
  notified = 0;
  ended = false;
  readonly waiting: ((err: Error) => void)[] = [];
  constructor() {
    super();
    FakePgClient.opened.push(this);
  }
  async connect() {}
  query(text: string): Promise<unknown> {
    if (text.startsWith('SELECT pg_notify')) this.notified++;
    if (this.answering) return Promise.resolve({ rows: [] });
    return new Promise((_, reject) => this.waiting.push(reject));
  }
  async end() {
    this.ended = true;
    const err = new Error('Connection terminated');
    setImmediate(() => {
      for (const reject of this.waiting.splice(0)) reject(err);
    });
  }
}
vi.mock('pg', () => ({ default: { Client: FakePgClient } }));

const product = (websiteId: string, id: string): CatalogEntity => ({ websiteId, typename: 'Product', id });

describe('change notifications', () => {
  it('sends one entry per website and kind: an import of 10,000 products is one short notification', () => {
    const changes = Array.from({ length: 10_000 }, (_, i) => product('site-a', `p${i}`));
    const sent = notifications('node-1', changes);
    expect(sent).toHaveLength(1);
    expect(receivedChanges('node-2', sent[0])).toEqual([{ websiteId: 'site-a', typename: 'Product', id: '*' }]);
  });

  it('keeps revoked tokens by id, and splits long lists into notifications under NOTIFY_PAYLOAD_MAX bytes', () => {
    const tokens: CatalogEntity[] = Array.from({ length: 500 }, (_, i) => ({
      websiteId: 'site-a',
      typename: 'ApiToken',
      id: `token-${i}`,
    }));
    const sent = notifications('node-1', [...tokens, product('site-b', 'p1')]);
    expect(sent.length).toBeGreaterThan(1);
    for (const payload of sent) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX);
    const received = sent.flatMap((payload) => receivedChanges('node-2', payload) ?? []);
    expect(received.filter((c) => c.typename === 'ApiToken').map((c) => c.id)).toEqual(tokens.map((t) => t.id));
    expect(received.at(-1)).toEqual({ websiteId: 'site-b', typename: 'Product', id: '*' });
  });

  it("ignores a node's own notifications and malformed payloads", () => {
    const [payload] = notifications('node-1', [product('site-a', 'p1')]);
    expect(receivedChanges('node-1', payload)).toBeNull();
    expect(receivedChanges('node-2', 'not json')).toBeNull();
    expect(receivedChanges('node-2', '{"node":"x","changes":"all"}')).toBeNull();
    expect(receivedChanges('node-2', '{"node":"x","changes":[["site-a","Product"],[1,2,3],["site-a","Order","o1"]]}')).toEqual([]);
  });
});

describe('change relay on a stalled connection', () => {
  it('a stalled connection holds at most MAX_NOTIFICATIONS_IN_FLIGHT notifications; past it the node reconnects and drops its caches', async () => {
    const events = new CatalogEvents();
    let cachesDropped = 0;
    events.subscribe(
      () => {},
      () => cachesDropped++,
    );
    const relay = await startChangeRelay({}, events, pino({ level: 'silent' }));
    const stalled = FakePgClient.opened[0];
    stalled.answering = false;

    for (let i = 0; i < MAX_NOTIFICATIONS_IN_FLIGHT; i++) events.changed([product(`site-${i}`, 'p1')]);
    expect(stalled.waiting).toHaveLength(MAX_NOTIFICATIONS_IN_FLIGHT);
    expect(relay.connected).toBe(true);

    events.changed([product('site-a', 'p2')]);
    expect(relay.connected).toBe(false);
    expect(stalled.ended).toBe(true);
    expect(stalled.notified).toBe(MAX_NOTIFICATIONS_IN_FLIGHT);

    await vi.waitFor(() => expect(relay.connected).toBe(true), { timeout: 2_000 });
    expect(FakePgClient.opened).toHaveLength(2);
    expect(cachesDropped).toBe(1);
    expect(stalled.waiting).toHaveLength(0);
    events.changed([product('site-a', 'p3')]);
    expect(FakePgClient.opened[1].notified).toBe(1);
    await relay.close();
    expect(FakePgClient.opened[1].ended).toBe(true);
  });

  it('stopping waits at most CLOSE_WAIT_MS for notifications a stalled connection has not sent', async () => {
    const events = new CatalogEvents();
    const relay = await startChangeRelay({}, events, pino({ level: 'silent' }));
    const stalled = FakePgClient.opened.at(-1) as FakePgClient;
    stalled.answering = false;
    events.changed([product('site-a', 'p1')]);
    expect(stalled.waiting).toHaveLength(1);
    const started = performance.now();
    await relay.close();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(CLOSE_WAIT_MS - 50);
    expect(waited).toBeLessThan(CLOSE_WAIT_MS + 500);
    expect(stalled.ended).toBe(true);
  });
});
