import { describe, expect, it } from 'vitest';
import { moved } from '../../client/src/console/shared/reorder.ts';

describe('an optimistic move shows the list in its new order', () => {
  it('moves an entry up or down by one', () => {
    expect(moved(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });
  it('keeps the target within the list and leaves the original untouched', () => {
    const list = ['a', 'b', 'c'] as const;
    expect(moved(list, 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moved(list, 2, -1)).toEqual(['c', 'a', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('changes nothing for an index outside the list', () => {
    expect(moved(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
