// Outbound trackers (spec §7, domain/trackers.ts): owners with settings:write switch them on by id; pages' Content-
// Security-Policy names the hosts of the enabled ones only; the ids are public.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED_MESSAGE } from '../../domain/messages.ts';
import { RoleCode } from '../../domain/permissions.ts';
import { TRACKER_MESSAGES } from '../../domain/trackers.ts';
import { ownerHeaders, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof ownerHeaders>>;
beforeAll(async () => {
  t = await startTestApp();
  manager = await ownerHeaders(t, RoleCode.WEBSITE_MANAGER);
});
afterAll(() => t.close());
beforeEach(() => set({ shoppingTrackerId: null, socialPixelId: null, clickCollectorUrl: null }));

const SET = `mutation ($input: TrackerSettingsInput!) {
  updateTrackerSettings(input: $input) { trackers { shoppingTrackerId socialPixelId clickCollectorUrl } userErrors { code message field } }
}`;
type Trackers = { shoppingTrackerId: string | null; socialPixelId: string | null; clickCollectorUrl: string | null };
type Payload = { trackers: Trackers | null; userErrors: unknown[] };
async function set(input: Record<string, unknown>, headers = manager) {
  const res = await t.gql<{ updateTrackerSettings: Payload }>(SET, { input }, headers);
  return res.data?.updateTrackerSettings ?? res.errors;
}
const csp = async () => (await t.request('/shop')).headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('outbound trackers', () => {
  it('owners switch trackers on by id; the ids are public on Website.trackers', async () => {
    const res = await set({
      shoppingTrackerId: ' G-ABC1234 ',
      socialPixelId: '123456789012',
      clickCollectorUrl: 'https://collect.example.com/v1/clicks',
    });
    const trackers = {
      shoppingTrackerId: 'G-ABC1234',
      socialPixelId: '123456789012',
      clickCollectorUrl: 'https://collect.example.com/v1/clicks',
    };
    expect(res).toEqual({ trackers, userErrors: [] });
    const read = await t.gql<{ website: { trackers: Trackers } }>(
      '{ website { trackers { shoppingTrackerId socialPixelId clickCollectorUrl } } }',
    );
    expect(read.data?.website.trackers).toEqual(trackers);
    const audit = await t.db.auditEntry.findFirst({ where: { action: 'settings.trackers' }, orderBy: { createdAt: 'desc' } });
    expect(audit?.after).toEqual(trackers);
  });

  it('absent fields stay; null or "" switches a tracker off', async () => {
    await set({ shoppingTrackerId: 'G-ABC1234', socialPixelId: '123456789012' });
    expect(await set({ socialPixelId: '' })).toMatchObject({
      trackers: { shoppingTrackerId: 'G-ABC1234', socialPixelId: null, clickCollectorUrl: null },
    });
  });

  it('an id that is not one is refused with its message, and nothing is written', async () => {
    await set({ shoppingTrackerId: 'G-ABC1234' });
    const cases: [string, string][] = [
      ['shoppingTrackerId', 'UA-1234-1'],
      ['socialPixelId', '12ab'],
      ['clickCollectorUrl', 'http://collect.example.com/'],
      ['clickCollectorUrl', 'https://user:pw@collect.example.com/'],
      ['clickCollectorUrl', `https://collect.example.com/${'a'.repeat(500)}`],
    ];
    for (const [field, value] of cases) {
      expect(await set({ shoppingTrackerId: 'G-OTHER99', [field]: value })).toEqual({
        trackers: null,
        userErrors: [{ code: 'INVALID_INPUT', message: TRACKER_MESSAGES[field as keyof Trackers], field: `input.${field}` }],
      });
    }
    const row = await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' }, select: { trackers: true } });
    expect(row.trackers).toMatchObject({ shoppingTrackerId: 'G-ABC1234' });
  });

  it('only owners who may change settings switch trackers', async () => {
    const viewer = await t.gql(
      'mutation { updateTrackerSettings(input: { socialPixelId: "123456" }) { userErrors { code } } }',
      {},
      await ownerHeaders(t, RoleCode.VIEWER),
    );
    expect(viewer.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED_MESSAGE, extensions: { code: 'FORBIDDEN' } });
    const row = await t.db.website.findUniqueOrThrow({ where: { id: 'site-demo' }, select: { trackers: true } });
    expect(row.trackers).toMatchObject({ socialPixelId: null });
  });

  it("the pages' Content-Security-Policy names the hosts of the enabled trackers, and only those", async () => {
    const before = await csp();
    expect(directive(before, 'script-src')).toBe("script-src 'self'");
    await set({ socialPixelId: '123456789012' });
    const pixel = await csp();
    expect(directive(pixel, 'script-src')).toBe("script-src 'self' https://connect.facebook.net");
    expect(directive(pixel, 'connect-src')).toBe("connect-src 'self' https://www.facebook.com https://connect.facebook.net");
    expect(pixel).not.toContain('googletagmanager');
    await set({ socialPixelId: null, shoppingTrackerId: 'G-ABC1234', clickCollectorUrl: 'https://collect.example.com:8443/clicks' });
    const both = await csp();
    expect(directive(both, 'script-src')).toBe("script-src 'self' https://www.googletagmanager.com");
    expect(directive(both, 'connect-src')).toBe(
      "connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://collect.example.com:8443",
    );
    expect(both).not.toContain('facebook');
    await set({ shoppingTrackerId: null, clickCollectorUrl: null });
    expect(await csp()).toBe(before);
  });
});
