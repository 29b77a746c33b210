// A sortable column's head in the console's tables (shared/ColumnHeads.tsx): what a press on it does.
import { describe, expect, it } from 'vitest';
import { isAscending, nextSort } from '../../client/src/console/shared/ColumnHeads.tsx';

const name = { first: 'TITLE_ASCENDING', second: 'TITLE_DESCENDING' } as const;
const date = { first: 'NEWEST', second: 'OLDEST' } as const;

describe('a press on a sortable column head', () => {
  it('sorts by the column, then the other way, then puts the list’s own order back', () => {
    expect(nextSort(name, 'POSITION', 'POSITION')).toBe('TITLE_ASCENDING');
    expect(nextSort(name, 'TITLE_ASCENDING', 'POSITION')).toBe('TITLE_DESCENDING');
    expect(nextSort(name, 'TITLE_DESCENDING', 'POSITION')).toBe('POSITION');
  });

  it('goes back and forth on the column that is the list’s own order', () => {
    expect(nextSort(date, 'NEWEST', 'NEWEST')).toBe('OLDEST');
    expect(nextSort(date, 'OLDEST', 'NEWEST')).toBe('NEWEST');
  });

  it('starts a column sorted by another one at its first direction', () => {
    expect(nextSort(date, 'TOTAL_HIGHEST', 'NEWEST')).toBe('NEWEST');
  });

  it('knows which API orders ascend', () => {
    expect(['TITLE_ASCENDING', 'OLDEST', 'TOTAL_LOWEST'].map(isAscending)).toEqual([true, true, true]);
    expect(['TITLE_DESCENDING', 'NEWEST', 'TOTAL_HIGHEST', 'POSITION'].map(isAscending)).toEqual([false, false, false, false]);
  });
});
