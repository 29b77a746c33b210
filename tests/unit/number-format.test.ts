import { describe, expect, it } from 'vitest';
import { clampFractionDigits, formatNumber, MAX_FRACTION_DIGITS } from '../../domain/number-format.ts';

describe('number-format', () => {
  it('thousands separator comma and decimal separator dot by default', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.50');
    expect(formatNumber('1234.5')).toBe('1,234.50');
  });

  it('two decimals by default', () => {
    expect(formatNumber(12)).toBe('12.00');
  });

  it('separators can be changed', () => {
    expect(formatNumber('1234567.5', { thousandsSeparator: '.', decimalSeparator: ',' })).toBe('1.234.567,50');
  });

  it('zero fractions can be trimmed', () => {
    expect(formatNumber(12, { trimZeroFraction: true })).toBe('12');
    expect(formatNumber(12.5, { trimZeroFraction: true })).toBe('12.50');
  });

  it('numbers round half away from zero to the fraction digits', () => {
    expect(formatNumber('1.005')).toBe('1.01');
    expect(formatNumber('-1.005')).toBe('-1.01');
    expect(formatNumber('999.995')).toBe('1,000.00');
    expect(formatNumber('2.5', { fractionDigits: 0 })).toBe('3');
    expect(formatNumber('-0.001')).toBe('0.00');
  });

  it('number format fraction digits capped at 50', () => {
    expect(MAX_FRACTION_DIGITS).toBe(50);
    expect(clampFractionDigits(80)).toBe(50);
    expect(clampFractionDigits(-3)).toBe(0);
    expect(formatNumber('1.5', { fractionDigits: 80 })).toBe(`1.5${'0'.repeat(49)}`);
  });

  it('at most 15 integer places', () => {
    expect(formatNumber('999999999999999')).toBe('999,999,999,999,999.00');
    expect(() => formatNumber('1000000000000000')).toThrow(RangeError);
    expect(() => formatNumber(1e15)).toThrow(RangeError);
    expect(() => formatNumber('999999999999999.995')).toThrow(RangeError);
  });

  it('a value that is not a number is rejected', () => {
    expect(() => formatNumber('12abc')).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
