import { describe, expect, it } from 'vitest';
import { codeEnd, minorUnits, period } from '../../client/src/console/orders/words.ts';
import { enumWords } from '../../client/src/console/shared/format.ts';

describe('owner console: orders, gift cards and subscriptions in words', () => {
  it('an amount typed in the currency becomes minor units, or null when it is not one', () => {
    expect(minorUnits('10.00', 2)).toBe(1000);
    expect(minorUnits('10.5', 2)).toBe(1050);
    expect(minorUnits('7', 2)).toBe(700);
    expect(minorUnits('1200', 0)).toBe(1200);
    expect(minorUnits('1.005', 2)).toBeNull();
    expect(minorUnits('12.5', 0)).toBeNull();
    expect(minorUnits('ten', 2)).toBeNull();
    expect(minorUnits('-1', 2)).toBeNull();
    expect(minorUnits('', 2)).toBeNull();
  });

  it('a gift card shows the last four characters of its code', () => {
    expect(codeEnd('ABCD-EFGH-JKLM-NPQR')).toBe('NPQR');
    expect(codeEnd('ab12')).toBe('ab12');
  });

  it('statuses and billing periods read as words', () => {
    expect(enumWords('PAST_DUE')).toBe('Past due');
    expect(enumWords('FULFILLED')).toBe('Fulfilled');
    expect(enumWords('GIFT_CARD')).toBe('Gift card');
    expect(period(1, 'MONTH')).toBe('month');
    expect(period(3, 'WEEK')).toBe('3 weeks');
  });
});
