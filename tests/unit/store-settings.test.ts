import { describe, expect, it } from 'vitest';
import { isRetentionDays, MAX_STORE_NAME_LENGTH, storeName } from '../../domain/store-settings.ts';

describe('a store name is 1 to 200 characters, surrounding spaces dropped', () => {
  it('keeps a name without its surrounding spaces', () => {
    expect(storeName('  Harbour Goods ')).toBe('Harbour Goods');
  });
  it('refuses a blank name and one over the limit', () => {
    expect(storeName('   ')).toBeNull();
    expect(storeName('x'.repeat(MAX_STORE_NAME_LENGTH + 1))).toBeNull();
    expect(storeName('x'.repeat(MAX_STORE_NAME_LENGTH))).toHaveLength(MAX_STORE_NAME_LENGTH);
  });
});

describe('analytics records are kept 1 to 3650 whole days', () => {
  it('takes the bounds and refuses what lies outside or is not whole', () => {
    expect([1, 3650].map(isRetentionDays)).toEqual([true, true]);
    expect([0, 3651, 1.5, Number.NaN].map(isRetentionDays)).toEqual([false, false, false, false]);
  });
});
