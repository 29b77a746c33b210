// Plain number display (spec §9): comma thousands and dot decimal by default, at most 15 integer places,
// fraction digits capped at 50, zero fractions optionally trimmed. Pure string arithmetic, no float rounding
// for string input.

import { MAX_INTEGER_PLACES } from './money.ts';

export const MAX_FRACTION_DIGITS = 50;

export type NumberFormatOptions = {
  fractionDigits?: number; // default 2, clamped to 0..50
  thousandsSeparator?: string; // default ','
  decimalSeparator?: string; // default '.'
  trimZeroFraction?: boolean;
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Clamps a requested fraction digit count into 0..50. */
export function clampFractionDigits(n: number): number {
  if (!Number.isFinite(n)) return n > 0 ? MAX_FRACTION_DIGITS : 0;
  return Math.min(MAX_FRACTION_DIGITS, Math.max(0, Math.trunc(n)));
}

/** Rounds a plain decimal string half away from zero to `digits` fraction digits. */
function roundDecimal(integerPart: string, fraction: string, digits: number): [string, string] {
  if (fraction.length <= digits) return [integerPart, fraction.padEnd(digits, '0')];
  const kept = BigInt(integerPart + fraction.slice(0, digits)) + (Number(fraction[digits]) >= 5 ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), digits === 0 ? '' : text.slice(-digits)];
}

function toDecimalString(value: number | string, digits: number): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (Math.abs(value) >= 10 ** MAX_INTEGER_PLACES) {
    throw new RangeError(`Number has more than ${MAX_INTEGER_PLACES} integer places`);
  }
  return value.toFixed(digits);
}

/** Formats a number or plain decimal string: formatNumber(1234.5) -> "1,234.50". */
export function formatNumber(value: number | string, opts: NumberFormatOptions = {}): string {
  const digits = clampFractionDigits(opts.fractionDigits ?? 2);
  const match = DECIMAL.exec(toDecimalString(value, digits));
  if (!match) throw new RangeError(`Not a decimal number: "${value}"`);
  const [, sign, rawInteger = '', rawFraction = ''] = match;
  const [rounded, fraction] = roundDecimal(rawInteger, rawFraction, digits);
  const integerPart = rounded.replace(/^0+(?=\d)/, '');
  if (integerPart.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`Number has more than ${MAX_INTEGER_PLACES} integer places`);
  }
  const isZero = /^0*$/.test(integerPart + fraction);
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, opts.thousandsSeparator ?? ',');
  const showFraction = fraction !== '' && !(opts.trimZeroFraction && /^0+$/.test(fraction));
  const body = showFraction ? `${grouped}${opts.decimalSeparator ?? '.'}${fraction}` : grouped;
  return sign === '-' && !isZero ? `-${body}` : body;
}
