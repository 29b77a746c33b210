import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatMoney,
  formatMoneyValue,
  fractionDigits,
  fromDecimalValue,
  isCurrencyCode,
  MONEY_FORMATS_MAX,
  toDecimalValue,
} from '../../domain/money.ts';

describe('money', () => {
  it('the store supports exactly the 27 listed currencies', () => {
    expect(Object.keys(CURRENCIES).sort()).toEqual(
      [
        'EUR',
        'USD',
        'AUD',
        'NOK',
        'CAD',
        'NZD',
        'DKK',
        'GBP',
        'HKD',
        'CHF',
        'MXN',
        'SGD',
        'SEK',
        'CZK',
        'ILS',
        'PHP',
        'RUB',
        'PLN',
        'THB',
        'MYR',
        'ARS',
        'BRL',
        'COP',
        'IDR',
        'INR',
        'JPY',
        'ZAR',
      ].sort(),
    );
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });

  it('fraction digits are 2 for every currency except JPY', () => {
    for (const code of Object.keys(CURRENCIES).filter((c) => c !== 'JPY')) expect(fractionDigits(code)).toBe(2);
  });

  it('JPY has no fraction digits', () => {
    expect(fractionDigits('JPY')).toBe(0);
  });

  it('default store currency is USD', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
  });

  it('an unsupported currency code is rejected', () => {
    expect(() => fractionDigits('XYZ')).toThrow(RangeError);
    expect(() => formatMoney(100, 'XYZ')).toThrow(RangeError);
  });

  it('money is held in integer minor units, never fractions of them', () => {
    expect(() => toDecimalValue(12.5, 'USD')).toThrow(RangeError);
    expect(() => toDecimalValue(Number.NaN, 'USD')).toThrow(RangeError);
  });

  it('minor units are divided by 100 for a decimal value with two decimals', () => {
    expect(toDecimalValue(1200, 'USD')).toBe('12.00');
    expect(toDecimalValue(5, 'EUR')).toBe('0.05');
    expect(toDecimalValue(0, 'GBP')).toBe('0.00');
    expect(toDecimalValue(-150, 'USD')).toBe('-1.50');
    expect(toDecimalValue(123456789, 'USD')).toBe('1234567.89');
  });

  it('JPY decimal values have no decimals', () => {
    expect(toDecimalValue(1200, 'JPY')).toBe('1200');
  });

  it('a decimal value reads back into the same minor units', () => {
    expect(fromDecimalValue('12.00', 'USD')).toBe(1200);
    expect(fromDecimalValue('12.5', 'USD')).toBe(1250);
    expect(fromDecimalValue('12', 'USD')).toBe(1200);
    expect(fromDecimalValue('0.05', 'EUR')).toBe(5);
    expect(fromDecimalValue('-1.50', 'USD')).toBe(-150);
    expect(fromDecimalValue('1200', 'JPY')).toBe(1200);
    expect(fromDecimalValue('12.340', 'USD')).toBe(1234);
    for (const minor of [0, 1, 99, 100, 123456789]) expect(fromDecimalValue(toDecimalValue(minor, 'CAD'), 'CAD')).toBe(minor);
  });

  it('a decimal value that is not a plain decimal is rejected', () => {
    for (const junk of ['', 'abc', '1,200.00', '1.2.3', ' 12', '12.', '.5', '1e3', '+1', 'NaN']) {
      expect(() => fromDecimalValue(junk, 'USD'), junk).toThrow(RangeError);
    }
  });

  it('a decimal value with more fraction digits than the currency has is rejected', () => {
    expect(() => fromDecimalValue('12.345', 'USD')).toThrow(RangeError);
    expect(() => fromDecimalValue('1200.5', 'JPY')).toThrow(RangeError);
  });

  it('display uses comma thousands separator and dot decimal separator by default', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
  });

  it('display shows the currency symbol', () => {
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
    expect(formatMoney(300, 'GBP')).toBe('£3.00');
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
    expect(formatMoneyValue({ minor: 1200, currency: 'USD' })).toBe('$12.00');
  });

  it('zero fractions can be trimmed', () => {
    expect(formatMoney(1200, 'USD', { trimZeroFraction: true })).toBe('$12');
    expect(formatMoney(1250, 'USD', { trimZeroFraction: true })).toBe('$12.50');
    expect(formatMoney(1200, 'JPY', { trimZeroFraction: true })).toBe('¥1,200');
  });

  it('display follows the given locale', () => {
    expect(formatMoney(123450, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });

  it('display has at most 15 integer places', () => {
    expect(formatMoney(999_999_999_999_999, 'JPY')).toBe('¥999,999,999,999,999');
    expect(() => formatMoney(1_000_000_000_000_000, 'JPY')).toThrow(RangeError);
    expect(() => fromDecimalValue('1000000000000000', 'JPY')).toThrow(RangeError);
    expect(() => fromDecimalValue('1000000000000000.00', 'USD')).toThrow(RangeError);
  });

  it('large amounts are formatted exactly, without float rounding', () => {
    expect(formatMoney(9_007_199_254_740_991, 'USD')).toBe('$90,071,992,547,409.91');
  });
});

describe('the default locale without Intl', () => {
  it('en-US display text is what Intl writes, for every currency, sign and size', () => {
    const amounts = [0, 1, 5, 99, 100, 1999, 123450, 100000, 99999999, -1, -123450, 999_999_999_999_999];
    for (const currency of Object.keys(CURRENCIES))
      for (const minor of amounts)
        for (const trimZeroFraction of [false, true]) {
          const digits = fractionDigits(currency);
          const shown = trimZeroFraction && minor % 10 ** digits === 0 ? 0 : digits;
          const intl = new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency,
            minimumFractionDigits: shown,
            maximumFractionDigits: shown,
          });
          expect(formatMoney(minor, currency, { trimZeroFraction }), `${currency} ${minor}`).toBe(
            intl.format(toDecimalValue(minor, currency) as Intl.StringNumericLiteral),
          );
        }
  });
});

describe('money display formats kept for reuse', () => {
  it('the format cache holds 100 entries, as the spec says', () => {
    expect(MONEY_FORMATS_MAX).toBe(100);
  });

  it('formats stay right past the number of kept formats', () => {
    const locales = ['en-US', 'de-DE', 'fr-FR', 'ja-JP', 'en-GB'];
    const seen = new Map<string, string>();
    for (let round = 0; round < 2; round++)
      for (const locale of locales)
        for (let digits = 0; digits < MONEY_FORMATS_MAX / 4; digits++) {
          const text = formatMoney(123456 + digits, digits % 2 ? 'EUR' : 'JPY', { locale });
          const key = `${locale} ${digits}`;
          if (round === 1) expect(text).toBe(seen.get(key));
          seen.set(key, text);
        }
    expect(formatMoney(123450, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(1200, 'USD', { trimZeroFraction: true })).toBe('$12');
  });
});
