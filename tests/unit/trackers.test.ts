// Outbound trackers' rules (domain/trackers.ts): which settings count, and what they add to a page's policy.
import { describe, expect, it } from 'vitest';
import {
  anyTracker,
  CLICK_LABEL_MAX,
  CLICKS_PER_POST,
  changedTrackers,
  clickLabel,
  clickPosts,
  isLeadForm,
  keepClick,
  MAX_WAITING_CLICKS,
  NO_TRACKERS,
  shoppingTrackerItems,
  trackerSettings,
  withTrackerSources,
} from '../../domain/trackers.ts';

describe('tracker settings', () => {
  it('stored settings that are not valid ids read as not set', () => {
    expect(trackerSettings(null)).toEqual(NO_TRACKERS);
    expect(trackerSettings({ shoppingTrackerId: 'G-ABCD', socialPixelId: 12345, clickCollectorUrl: 'javascript:alert(1)' })).toEqual({
      shoppingTrackerId: 'G-ABCD',
      socialPixelId: null,
      clickCollectorUrl: null,
    });
    expect(anyTracker(NO_TRACKERS)).toBe(false);
  });

  it('a change keeps absent fields, clears null and "", and names the first invalid field', () => {
    const before = { ...NO_TRACKERS, socialPixelId: '123456' };
    expect(changedTrackers(before, { shoppingTrackerId: 'G-ABCD1' })).toEqual({
      ok: true,
      settings: { ...before, shoppingTrackerId: 'G-ABCD1' },
    });
    expect(changedTrackers(before, { socialPixelId: '  ' })).toEqual({ ok: true, settings: NO_TRACKERS });
    expect(changedTrackers(before, { clickCollectorUrl: 'ftp://x.example' })).toMatchObject({ ok: false, field: 'clickCollectorUrl' });
  });
});

describe('the page policy with trackers', () => {
  const policy = "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' https:";

  it('adds the enabled trackers’ hosts to script-src and connect-src only', () => {
    const t = { ...NO_TRACKERS, shoppingTrackerId: 'G-ABCD1', clickCollectorUrl: 'https://c.example.org/path?q=1' };
    expect(withTrackerSources(policy, t)).toBe(
      "default-src 'self'; script-src 'self' https://www.googletagmanager.com; connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://c.example.org; img-src 'self' https:",
    );
  });

  it('leaves the policy as it is without trackers', () => {
    expect(withTrackerSources(policy, NO_TRACKERS)).toBe(policy);
  });
});

describe('interface clicks for the collector', () => {
  it(`at most ${MAX_WAITING_CLICKS} clicks wait; later ones are dropped until they leave`, () => {
    const waiting: number[] = [];
    for (let i = 0; i < MAX_WAITING_CLICKS + 5; i++) keepClick(waiting, i);
    expect(waiting).toHaveLength(MAX_WAITING_CLICKS);
    expect(keepClick(waiting, -1)).toBe(false);
    expect(waiting.at(-1)).toBe(MAX_WAITING_CLICKS - 1);
  });

  it(`waiting clicks leave ${CLICKS_PER_POST} to a post at the most`, () => {
    const clicks = Array.from({ length: 45 }, (_, i) => i);
    expect(clickPosts(clicks).map((p) => p.events.length)).toEqual([20, 20, 5]);
    expect(clickPosts(clicks).flatMap((p) => p.events)).toEqual(clicks);
    expect(clickPosts([])).toEqual([]);
  });

  it(`a click's label is its text with white space collapsed, at most ${CLICK_LABEL_MAX} characters`, () => {
    expect(clickLabel('  Add   To\n Cart ')).toBe('Add To Cart');
    expect(clickLabel('x'.repeat(500))).toHaveLength(CLICK_LABEL_MAX);
  });
});

describe('the shopping tracker’s items', () => {
  const items = [
    { id: 'p1', title: 'Classic Tee', collectionTitle: 'Shop' },
    { id: 'p2', title: 'Wool Beanie', collectionTitle: 'Shop' },
  ];

  it('name each analytics item with its title and collection; the event’s own product carries variant and quantity', () => {
    expect(shoppingTrackerItems({ productId: 'p1', variantId: 'v1', quantity: 2, items })).toEqual([
      { item_id: 'p1', item_name: 'Classic Tee', item_category: 'Shop', item_variant: 'v1', quantity: 2 },
      { item_id: 'p2', item_name: 'Wool Beanie', item_category: 'Shop' },
    ]);
  });

  it('without analytics items are the event’s product alone, or none', () => {
    expect(shoppingTrackerItems({ productId: 'p1', variantId: 'v1', quantity: 1 })).toEqual([
      { item_id: 'p1', item_variant: 'v1', quantity: 1 },
    ]);
    expect(shoppingTrackerItems({})).toEqual([]);
  });
});

describe('the social pixel’s Lead', () => {
  it('a newsletter sign-up is a lead; the contact form or a product’s form sent is not', () => {
    expect(isLeadForm('NEWSLETTER')).toBe(true);
    expect(isLeadForm('CONTACT')).toBe(false);
    expect(isLeadForm('PRODUCT')).toBe(false);
  });
});
