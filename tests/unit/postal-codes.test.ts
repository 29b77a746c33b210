import { describe, expect, it } from 'vitest';
import { FOUR_DIGIT_COUNTRIES, postalCodeLabel, usesPostalCodes, validatePostalCode } from '../../domain/postal-codes.ts';

const invalid = { ok: false, message: 'Invalid postal code.' };
const invalidFsa = { ok: false, message: 'An FSA code is invalid.' };
const ok = (normalized: string) => ({ ok: true, normalized });

describe('postal-codes', () => {
  it('US ZIP must be 5 digits', () => {
    expect(validatePostalCode('US', '10001')).toEqual(ok('10001'));
    expect(validatePostalCode('us', ' 02134 ')).toEqual(ok('02134'));
    for (const bad of ['1000', '100011', '1000A', 'ABCDE', '10 001']) expect(validatePostalCode('US', bad)).toEqual(invalid);
  });

  it('US ZIP+4 is accepted and kept as its 5-digit ZIP', () => {
    expect(validatePostalCode('US', '12345-6789')).toEqual(ok('12345'));
    expect(validatePostalCode('US', '12345 6789')).toEqual(ok('12345'));
    expect(validatePostalCode('US', '123456789')).toEqual(ok('12345'));
    expect(validatePostalCode('US', '12345-678')).toEqual(invalid);
    expect(validatePostalCode('PR', '00901')).toEqual(ok('00901'));
  });

  it('Norway and Australia-style 4 digits', () => {
    expect(validatePostalCode('NO', '0150')).toEqual(ok('0150'));
    expect(validatePostalCode('AU', '2000')).toEqual(ok('2000'));
    for (const cc of ['DK', 'NZ', 'AT', 'BE', 'CH', 'ZA']) expect(validatePostalCode(cc, '1234')).toEqual(ok('1234'));
    for (const bad of ['123', '12345', '12A4', 'ABCD']) expect(validatePostalCode('AU', bad)).toEqual(invalid);
    expect([...FOUR_DIGIT_COUNTRIES]).toEqual(expect.arrayContaining(['NO', 'AU', 'DK', 'NZ', 'AT', 'BE', 'CH']));
  });

  it("'Invalid postal code.' for an empty code", () => {
    for (const cc of ['US', 'AU', 'CA', 'GB', 'IE', 'FR']) expect(validatePostalCode(cc, '  ')).toEqual(invalid);
  });

  it("Canada 'An FSA code is invalid.' (first 3 characters)", () => {
    expect(validatePostalCode('CA', 'K1A 0B1')).toEqual(ok('K1A'));
    expect(validatePostalCode('CA', 'm5v3l9')).toEqual(ok('M5V'));
    expect(validatePostalCode('CA', 'H2X')).toEqual(ok('H2X'));
    expect(validatePostalCode('CA', 'K1A ???')).toEqual(ok('K1A'));
    for (const bad of ['1A1 1A1', 'KAA 1A1', 'K11 1A1', 'K1']) expect(validatePostalCode('CA', bad)).toEqual(invalidFsa);
  });

  it('Canada: the FSA cannot start with D, F, I, O, Q, U, W or Z', () => {
    for (const letter of 'DFIOQUWZ') expect(validatePostalCode('CA', `${letter}1A 1A1`)).toEqual(invalidFsa);
    for (const letter of 'ABCEGHJKLMNPRSTVXY') expect(validatePostalCode('CA', `${letter}1A 1A1`)).toEqual(ok(`${letter}1A`));
  });

  it('UK only the 1-4 character outcode', () => {
    expect(validatePostalCode('GB', 'SW1A 1AA')).toEqual(ok('SW1A'));
    expect(validatePostalCode('GB', 'sw1a1aa')).toEqual(ok('SW1A'));
    expect(validatePostalCode('GB', 'M1 1AE')).toEqual(ok('M1'));
    expect(validatePostalCode('GB', 'B33 8TH')).toEqual(ok('B33'));
    expect(validatePostalCode('GB', 'CR2 6XH')).toEqual(ok('CR2'));
    expect(validatePostalCode('GB', 'DN55 1PT')).toEqual(ok('DN55'));
    expect(validatePostalCode('GB', 'W1A 0AX')).toEqual(ok('W1A'));
    expect(validatePostalCode('GB', 'EC1A')).toEqual(ok('EC1A'));
    expect(validatePostalCode('GB', 'GIR 0AA')).toEqual(ok('GIR'));
    expect(validatePostalCode('JE', 'JE2 3AB')).toEqual(ok('JE2'));
    for (const bad of ['12345', 'SW1AB 1AA', 'ABC 1AA', '1AA 1AA']) expect(validatePostalCode('GB', bad)).toEqual(invalid);
  });

  it('Ireland only the first three characters of the Eircode', () => {
    expect(validatePostalCode('IE', 'D02 X285')).toEqual(ok('D02'));
    expect(validatePostalCode('IE', 'a65f4e2')).toEqual(ok('A65'));
    expect(validatePostalCode('IE', 'D6W 1234')).toEqual(ok('D6W'));
    expect(validatePostalCode('IE', 'T12')).toEqual(ok('T12'));
    for (const bad of ['B02 X285', 'D2 X285', 'DAB 1234', '123 4567']) expect(validatePostalCode('IE', bad)).toEqual(invalid);
  });

  it('another country up to 3 digits', () => {
    expect(validatePostalCode('FR', '75008')).toEqual(ok('750'));
    expect(validatePostalCode('DE', '10115')).toEqual(ok('101'));
    expect(validatePostalCode('PL', '00-950')).toEqual(ok('009'));
    expect(validatePostalCode('JP', '100-0001')).toEqual(ok('100'));
    expect(validatePostalCode('FO', '10')).toEqual(ok('10'));
    expect(validatePostalCode('NL', '1012 AB')).toEqual(ok('101'));
    for (const bad of ['1A345', '12A45', '75#08']) expect(validatePostalCode('FR', bad)).toEqual(invalid);
  });

  it('another country: a code starting with a letter keeps its first 3 letters and digits', () => {
    expect(validatePostalCode('MT', 'VLT 1117')).toEqual(ok('VLT'));
    expect(validatePostalCode('AR', 'C1420ABC')).toEqual(ok('C14'));
  });

  it('countries without postal codes need none', () => {
    expect(usesPostalCodes('HK')).toBe(false);
    expect(usesPostalCodes('ae')).toBe(false);
    expect(usesPostalCodes('US')).toBe(true);
    expect(usesPostalCodes('IE')).toBe(true);
  });

  it('label per country: postcode or ZIP', () => {
    expect(postalCodeLabel('US')).toBe('ZIP code');
    for (const cc of ['GB', 'AU', 'NZ', 'IE', 'gb']) expect(postalCodeLabel(cc)).toBe('Postcode');
    for (const cc of ['CA', 'FR', 'DE', 'NO']) expect(postalCodeLabel(cc)).toBe('Postal code');
  });
});
