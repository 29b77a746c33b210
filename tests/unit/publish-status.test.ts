// Publish states and the editing UI's status labels (spec §4 "Status labels in the editing UI"), Deprecated included.
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPE_NUMBERS, isDeprecatedBlockType, replacementBlockType } from '../../domain/block-types.ts';
import { DEPRECATED_LABEL, isLive, statusLabel } from '../../domain/publish-status.ts';

const now = new Date('2026-11-22T12:00:00Z');
const earlier = new Date('2026-11-22T11:00:00Z');
const later = new Date('2026-11-22T13:00:00Z');

describe('status labels: Draft, Scheduled, Needs Review, Private (and Published)', () => {
  it('labels each state, a published item with a date ahead as Scheduled', () => {
    expect(statusLabel({ status: 'DRAFT', publishOn: earlier }, now)).toBe('Draft');
    expect(statusLabel({ status: 'NEEDS_REVIEW', publishOn: earlier }, now)).toBe('Needs Review');
    expect(statusLabel({ status: 'PRIVATE', publishOn: earlier }, now)).toBe('Private');
    expect(statusLabel({ status: 'PUBLISHED', publishOn: later }, now)).toBe('Scheduled');
    expect(statusLabel({ status: 'PUBLISHED', publishOn: earlier }, now)).toBe('Published');
  });
});

describe('visitors see only published items whose date has come', () => {
  it('hides drafts, items in review, private and scheduled items', () => {
    expect(isLive({ status: 'PUBLISHED', publishOn: now }, now)).toBe(true);
    expect(isLive({ status: 'PUBLISHED', publishOn: later }, now)).toBe(false);
    for (const status of ['DRAFT', 'NEEDS_REVIEW', 'PRIVATE'] as const) expect(isLive({ status, publishOn: earlier }, now)).toBe(false);
  });
});

describe('status label Deprecated: a block type a later version replaces', () => {
  it('summary, socialaccountlinks and opentable are Deprecated, replaced by their -v2; the others are not', () => {
    expect(DEPRECATED_LABEL).toBe('Deprecated');
    const deprecated = Object.keys(BLOCK_TYPE_NUMBERS).filter(isDeprecatedBlockType);
    expect(deprecated).toEqual(['summary', 'socialaccountlinks', 'opentable']);
    expect(deprecated.map(replacementBlockType)).toEqual(['summary-v2', 'socialaccountlinks-v2', 'opentable-v2']);
    expect(isDeprecatedBlockType('summary-v2')).toBe(false);
    expect(isDeprecatedBlockType('add-on-products')).toBe(false);
  });
});
