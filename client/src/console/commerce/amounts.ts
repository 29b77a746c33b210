// Amounts as owners type them and as the API takes them: percentages in basis points (12.5 % = 1250), money in
// minor units of the store currency (domain/money.ts).
import { fromDecimalValue, toDecimalValue } from '../../../../domain/money.ts';

/** "12.5" → 1250; null when it is not a percentage with at most two decimals. */
export function bpsFromPercent(text: string): number | null {
  const match = /^(\d{1,5})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.5". */
export const percentFromBps = (bps: number) => String(bps / 100);

/** "10.00" in USD → 1000; null when it is not an amount. */
export function centsFromAmount(text: string, currency: string): number | null {
  try {
    return fromDecimalValue(text.trim(), currency);
  } catch {
    return null;
  }
}

export const amountFromCents = (cents: number, currency: string) => toDecimalValue(cents, currency);
