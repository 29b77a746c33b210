// Spec §2 product listing page: on load it records a listing-page-load performance mark and calls a commerce routine
// with website id and collection id, only when both exist; not counted inside the editor configuration frame
// (domain/analytics.ts listingLoad).
import { describe, expect, it } from 'vitest';
import { listingLoad } from '../../domain/analytics.ts';

describe('product listing load: a listing-page-load mark and the commerce routine with website id and collection id, only when both exist', () => {
  it('with both ids: the mark and the call with both', () => {
    expect(listingLoad('w1', 'c1', null)).toEqual({ mark: true, commerce: { websiteId: 'w1', collectionId: 'c1' } });
  });

  it('without the website id: the mark, no call; without the collection id: neither', () => {
    expect(listingLoad(null, 'c1', null)).toEqual({ mark: true, commerce: null });
    expect(listingLoad('w1', null, null)).toEqual({ mark: false, commerce: null });
  });

  it('not counted inside the editor configuration frame (framed by a /config page)', () => {
    expect(listingLoad('w1', 'c1', '/config')).toEqual({ mark: false, commerce: null });
    expect(listingLoad('w1', 'c1', '/config/pages/p9')).toEqual({ mark: false, commerce: null });
    expect(listingLoad('w1', 'c1', '/configure')).toEqual({ mark: true, commerce: { websiteId: 'w1', collectionId: 'c1' } });
  });
});
