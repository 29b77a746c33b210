// What nodes tell each other about changes (server/services/change-relay.ts): short notifications under PostgreSQL's
// payload limit, one per website and kind (verified tokens by id), and nothing taken from the node's own or from
// malformed payloads.
import { describe, expect, it } from 'vitest';
import type { CatalogEntity } from '../../server/services/catalog-events.ts';
import { NOTIFY_PAYLOAD_MAX, notifications, receivedChanges } from '../../server/services/change-relay.ts';

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
