import { describe, expect, it } from 'vitest';
import {
  type Address,
  COUNTRIES,
  findSubdivision,
  formatAddressLines,
  subdivisionLabel,
  subdivisionsOf,
  validateAddress,
} from '../../domain/address.ts';

const codes = (country: string) => subdivisionsOf(country).map((s) => s.code);
const us: Address = { address: '1 Main St', city: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' };

describe('address', () => {
  it('subdivisions listed for US (states, DC, armed forces regions)', () => {
    const us = codes('US');
    expect(us).toEqual(expect.arrayContaining(['AL', 'CA', 'NY', 'WY', 'DC', 'AA', 'AE', 'AP']));
    expect(subdivisionsOf('US').find((s) => s.code === 'AE')?.name).toBe('Armed Forces Europe, Canada, Africa and Middle East');
    expect(findSubdivision('US', 'district of columbia')).toEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it('subdivisions listed for Canada, Australia, New Zealand, Ireland (counties)', () => {
    expect(codes('CA')).toHaveLength(13);
    expect(codes('CA')).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'YT']));
    expect(codes('AU')).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
    expect(codes('NZ')).toEqual(expect.arrayContaining(['AUK', 'WGN', 'CAN']));
    expect(codes('IE')).toHaveLength(26);
    expect(findSubdivision('IE', 'Cork')?.code).toBe('CO');
  });

  it('subdivisions listed for Spain (provinces)', () => {
    expect(codes('ES')).toHaveLength(52);
    expect(codes('ES')).toEqual(expect.arrayContaining(['M', 'B', 'GC', 'TF', 'CE', 'ML']));
    expect(codes('ES').filter((c) => ['AN', 'AR', 'CN'].includes(c))).toEqual([]);
  });

  it('subdivisions listed for France (regions), Germany, Netherlands, Norway, Sweden', () => {
    expect(codes('FR')).toEqual(expect.arrayContaining(['IDF', 'ARA', 'BRE', 'COR']));
    expect(codes('DE')).toHaveLength(16);
    expect(codes('NL')).toHaveLength(12);
    expect(codes('NO')).toEqual(expect.arrayContaining(['03', '46']));
    expect(codes('SE')).toEqual(expect.arrayContaining(['AB', 'M', 'O']));
  });

  it('subdivisions listed for the UK nations', () => {
    expect(subdivisionsOf('GB')).toEqual([
      { code: 'ENG', name: 'England' },
      { code: 'SCT', name: 'Scotland' },
      { code: 'WLS', name: 'Wales' },
      { code: 'NIR', name: 'Northern Ireland' },
    ]);
  });

  it('other countries list no subdivisions', () => {
    expect(subdivisionsOf('JP')).toEqual([]);
    expect(subdivisionsOf('IT')).toEqual([]);
    expect(subdivisionsOf('us')).toEqual(subdivisionsOf('US'));
  });

  it('label per country (state, province, county, region)', () => {
    expect(subdivisionLabel('US')).toBe('State');
    expect(subdivisionLabel('DE')).toBe('State');
    expect(subdivisionLabel('AU')).toBe('State/territory');
    for (const cc of ['CA', 'ES', 'NL']) expect(subdivisionLabel(cc)).toBe('Province');
    for (const cc of ['IE', 'NO', 'SE']) expect(subdivisionLabel(cc)).toBe('County');
    for (const cc of ['FR', 'NZ', 'GB', 'JP']) expect(subdivisionLabel(cc)).toBe('Region');
  });

  it('the country picker lists every ISO country', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(COUNTRIES).toContainEqual({ code: 'GB', name: 'United Kingdom' });
  });

  it('a complete address is valid', () => {
    expect(validateAddress(us)).toEqual({});
    expect(validateAddress({ ...us, address2: 'Apt 4', region: 'Illinois' })).toEqual({});
    expect(validateAddress({ address: '1 Rue', city: 'Paris', region: 'IDF', postalCode: '75008', country: 'FR' })).toEqual({});
  });

  it("address, city and country are required: 'Required'", () => {
    expect(validateAddress({ ...us, address: ' ', city: '' })).toEqual({ address: 'Required', city: 'Required' });
    expect(validateAddress({ ...us, country: '' })).toEqual({ country: 'Required' });
  });

  it("an unknown country: 'Select a valid country.'", () => {
    expect(validateAddress({ ...us, country: 'XX' })).toEqual({ country: 'Select a valid country.' });
  });

  it('postal code required where the country uses them', () => {
    expect(validateAddress({ ...us, postalCode: '' })).toEqual({ postalCode: 'Required' });
    expect(validateAddress({ address: '1 Queen Rd', city: 'Hong Kong', country: 'HK' })).toEqual({});
  });

  it('postal code checked by the country rule', () => {
    expect(validateAddress({ ...us, postalCode: '6270' })).toEqual({ postalCode: 'Invalid postal code.' });
    const ca: Address = { address: '24 Sussex Dr', city: 'Ottawa', region: 'ON', postalCode: 'Z1A 0A1', country: 'CA' };
    expect(validateAddress(ca)).toEqual({ postalCode: 'An FSA code is invalid.' });
  });

  it('subdivision required and one of the list when the country has a list', () => {
    expect(validateAddress({ ...us, region: '' })).toEqual({ region: 'Required' });
    expect(validateAddress({ ...us, region: 'ZZ' })).toEqual({ region: 'Select a valid state.' });
    const gb: Address = { address: '10 Downing St', city: 'London', region: 'London', postalCode: 'SW1A 2AA', country: 'GB' };
    expect(validateAddress(gb)).toEqual({ region: 'Select a valid region.' });
    expect(validateAddress({ ...gb, region: 'ENG' })).toEqual({});
  });

  it('subdivision is free text and optional where the country has no list', () => {
    const jp: Address = { address: '1-1 Chiyoda', city: 'Tokyo', postalCode: '100-0001', country: 'JP' };
    expect(validateAddress(jp)).toEqual({});
    expect(validateAddress({ ...jp, region: 'Tokyo-to' })).toEqual({});
  });

  it('address joined from non-empty trimmed parts with commas', () => {
    expect(formatAddressLines({ ...us, address2: '  ' })).toBe('1 Main St, Springfield, IL, 62701, US');
    expect(formatAddressLines({ address: ' 1 Main St ', address2: 'Apt 4', city: 'Springfield ', region: null, country: 'US' })).toBe(
      '1 Main St, Apt 4, Springfield, US',
    );
  });
});
