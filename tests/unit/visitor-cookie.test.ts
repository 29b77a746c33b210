import { describe, expect, it } from 'vitest';
import { advanceVisit, formatVisitorCookie, parseVisitorCookie, visitCookieIsFresh } from '../../domain/visitor-cookie.ts';

const newId = () => 'visitor0001';

describe('ss_cvr visitor cookie', () => {
  it('is an id followed by four positive integers separated by pipes', () => {
    const r = advanceVisit(null, false, 1_700_000_000_000, newId);
    expect(formatVisitorCookie(r)).toBe('visitor0001|1700000000000|1700000000000|1700000000000|1');
    expect(parseVisitorCookie(formatVisitorCookie(r))).toEqual(r);
  });

  it('a malformed cookie is replaced, never fatal', () => {
    for (const bad of [
      '',
      'x',
      'abc|1|2|3',
      'visitor0001|1|2|3|0',
      'visitor0001|a|2|3|4',
      'vi|1|2|3|4',
      'visitor0001|1|2|3|4|5',
      'visitor0001|-1|2|3|4',
    ]) {
      expect(parseVisitorCookie(bad)).toBeNull();
    }
    expect(advanceVisit(parseVisitorCookie('junk'), false, 5, newId).visitCount).toBe(1);
  });

  it('keeps the same visit while ss_cvt is present', () => {
    const first = advanceVisit(null, false, 1000, newId);
    expect(advanceVisit(first, true, 2000, newId)).toEqual(first);
  });

  it('starts a new visit after 30 idle minutes (ss_cvt gone): previous ← current, count + 1', () => {
    const first = advanceVisit(null, false, 1000, newId);
    expect(advanceVisit(first, false, 9_000_000, newId)).toEqual({
      id: 'visitor0001',
      firstVisit: 1000,
      previousVisit: 1000,
      currentVisit: 9_000_000,
      visitCount: 2,
    });
  });

  it('ss_cvt set less than a minute ago needs no rewrite; older, in the future or malformed does', () => {
    const now = 1_700_000_060_000;
    expect(visitCookieIsFresh(String(now - 59_999), now)).toBe(true);
    expect(visitCookieIsFresh(String(now), now)).toBe(true);
    expect(visitCookieIsFresh(String(now - 60_000), now)).toBe(false);
    expect(visitCookieIsFresh(String(now + 1), now)).toBe(false);
    for (const bad of [undefined, null, '', 'x', '1e12', '-5']) expect(visitCookieIsFresh(bad, now)).toBe(false);
  });
});
