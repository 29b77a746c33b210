// The console's commerce forms: percentages to basis points, amounts to minor units, and the coupon and shipping
// option forms read into the API's inputs with the mistakes found before sending (client/src/console/commerce).
import { describe, expect, it } from 'vitest';
import { bpsFromPercent, centsFromAmount, percentFromBps } from '../../client/src/console/commerce/amounts.ts';
import { readCouponForm } from '../../client/src/console/commerce/coupon-input.ts';
import { atListField, readShippingForm } from '../../client/src/console/commerce/shipping-input.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};

describe('percentages and amounts', () => {
  it('reads a percentage with up to two decimals as basis points', () => {
    expect(bpsFromPercent('15')).toBe(1500);
    expect(bpsFromPercent('12.5')).toBe(1250);
    expect(bpsFromPercent(' 8,88 ')).toBe(888);
    expect(bpsFromPercent('0.01')).toBe(1);
    expect(bpsFromPercent('7.255')).toBeNull();
    expect(bpsFromPercent('-1')).toBeNull();
    expect(bpsFromPercent('')).toBeNull();
    expect(percentFromBps(1250)).toBe('12.5');
  });

  it('reads an amount in minor units of the currency', () => {
    expect(centsFromAmount('10.00', 'USD')).toBe(1000);
    expect(centsFromAmount('1200', 'JPY')).toBe(1200);
    expect(centsFromAmount('10.001', 'USD')).toBeNull();
    expect(centsFromAmount('ten', 'USD')).toBeNull();
  });
});

describe('the coupon form', () => {
  it('sends a percentage coupon in basis points and the minimum in cents', () => {
    const read = readCouponForm(
      form({ code: 'spring-15', percentOff: '12.5', minSubtotal: '20', usageLimit: '', active: 'on' }),
      'PERCENTAGE',
      'USD',
      'America/Los_Angeles',
    );
    expect(read).toEqual({
      input: {
        code: 'spring-15',
        kind: 'PERCENTAGE',
        active: true,
        startsAt: null,
        expiresAt: null,
        percentOffBps: 1250,
        minSubtotalCents: 2000,
        usageLimit: null,
      },
    });
  });

  it('refuses by field what the API would refuse, with its messages', () => {
    const read = readCouponForm(
      form({ code: 'no spaces', percentOff: '150', minSubtotal: 'x', startsAt: '2026-06-02T00:00', expiresAt: '2026-06-01T00:00' }),
      'PERCENTAGE',
      'USD',
      'America/Los_Angeles',
    );
    expect('errors' in read && read.errors.map((e) => e.field)).toEqual([
      'input.code',
      'input.percentOffBps',
      'input.expiresAt',
      'input.minSubtotalCents',
    ]);
    expect('errors' in read && read.errors[1]?.message).toBe(
      'A percentage coupon takes off from 0.01% to 100% (percentOffBps 1 to 10000).',
    );
  });
});

describe('the shipping option form', () => {
  it('sends weight tiers in grams and price tiers in cents, countries in upper case', () => {
    const tiers = [
      { key: 1, upTo: '250', rate: '5.00' },
      { key: 2, upTo: '1000', rate: '9' },
    ];
    const weight = readShippingForm(form({ name: 'Courier', countries: 'us, ca', flatRate: '12', active: 'on' }), 'WEIGHT', tiers, 'USD');
    expect('input' in weight && weight.input).toMatchObject({
      countries: ['US', 'CA'],
      flatRateCents: 1200,
      freeOverCents: null,
      rateTiers: [
        { upTo: 250, rateCents: 500 },
        { upTo: 1000, rateCents: 900 },
      ],
    });
    const price = readShippingForm(form({ name: 'Courier', freeOver: '100' }), 'PRICE', tiers, 'USD');
    expect('input' in price && price.input).toMatchObject({
      countries: [],
      freeOverCents: 10000,
      rateTiers: [{ upTo: 25000 }, { upTo: 100000 }],
    });
  });

  it('refuses unknown countries and shows the API’s item refusals at their list', () => {
    const read = readShippingForm(form({ name: 'Courier', countries: 'US, ZZ' }), 'FLAT', [], 'USD');
    expect('errors' in read && read.errors).toEqual([
      { field: 'input.countries', message: 'ZZ: use two-letter ISO country codes, like US or GB.' },
    ]);
    expect(
      atListField([
        { field: 'input.rateTiers.0.upTo', message: 'm' },
        { field: 'input.countries.2', message: 'n' },
      ]).map((e) => e.field),
    ).toEqual(['input.rateTiers', 'input.countries']);
  });
});
