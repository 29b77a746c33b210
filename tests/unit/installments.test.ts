import { describe, expect, it } from 'vitest';
import {
  INSTALLMENT_COUNT,
  INSTALLMENT_LANGUAGES,
  installmentAmountCents,
  installmentBrand,
  installmentLocale,
  installmentRangeDirection,
  installmentRangeText,
  installmentsApply,
  installmentText,
  isInstallmentInRange,
} from '../../domain/installments.ts';
import { installmentPaymentsOneLineText } from '../../domain/messages.ts';
import { ProductType } from '../../domain/product-type.ts';

describe('installments', () => {
  it('shopper language and store country map to a locale: US en; CA en and fr; AU en; NZ en; GB en', () => {
    expect(INSTALLMENT_LANGUAGES).toEqual({ US: ['en'], CA: ['en', 'fr'], AU: ['en'], NZ: ['en'], GB: ['en'] });
    expect(installmentLocale('en', 'US')).toBe('en_US');
    expect(installmentLocale('en-CA', 'CA')).toBe('en_CA');
    expect(installmentLocale('fr', 'CA')).toBe('fr_CA');
    expect(installmentLocale('fr_CA', 'ca')).toBe('fr_CA');
    expect(installmentLocale('de', 'CA')).toBe('en_CA');
    expect(installmentLocale('en', 'AU')).toBe('en_AU');
    expect(installmentLocale('en', 'NZ')).toBe('en_NZ');
    expect(installmentLocale('en', 'GB')).toBe('en_GB');
    // A language a country's provider does not serve reads the country's first: English.
    expect(installmentLocale('fr-FR', 'US')).toBe('en_US');
    expect(installmentLocale('fr', 'GB')).toBe('en_GB');
  });

  it('a store country without a locale has no installments', () => {
    expect(installmentLocale('de', 'DE')).toBeNull();
    expect(installmentLocale('fr', 'FR')).toBeNull();
  });

  it('brand name Afterpay for en_US, en_CA, fr_CA, en_AU, en_NZ; Clearpay for en_GB', () => {
    for (const locale of ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ']) expect(installmentBrand(locale)).toBe('Afterpay');
    expect(installmentBrand('en_GB')).toBe('Clearpay');
    expect(installmentBrand(null)).toBeNull();
    expect(installmentBrand('de_DE')).toBeNull();
  });

  it('default 4 interest-free payments, each the total divided by 4', () => {
    expect(INSTALLMENT_COUNT).toBe(4);
    expect(installmentAmountCents(10000)).toBe(2500);
  });

  it('an installment is rounded up to the minor unit so the payments cover the total', () => {
    expect(installmentAmountCents(1001)).toBe(251);
    expect(installmentAmountCents(1001) * INSTALLMENT_COUNT).toBeGreaterThanOrEqual(1001);
    expect(() => installmentAmountCents(10.5)).toThrow(RangeError);
  });

  it('in range: price above minimum and at most maximum', () => {
    expect(isInstallmentInRange(3500, 3500, 200000)).toBe(false);
    expect(isInstallmentInRange(3501, 3500, 200000)).toBe(true);
    expect(isInstallmentInRange(200000, 3500, 200000)).toBe(true);
    expect(isInstallmentInRange(200001, 3500, 200000)).toBe(false);
  });

  it('shown only when all items in an order are physical', () => {
    expect(installmentsApply([ProductType.PHYSICAL, ProductType.PHYSICAL])).toBe(true);
    expect(installmentsApply([ProductType.PHYSICAL, ProductType.DIGITAL])).toBe(false);
    expect(installmentsApply([ProductType.SERVICE])).toBe(false);
    expect(installmentsApply([])).toBe(false);
  });

  it("text '{n} interest-free payments of {amount}', or the variant 'or ... with' on one line", () => {
    expect(installmentText(4, '$25.00')).toBe('4 interest-free payments of $25.00');
    expect(installmentPaymentsOneLineText(4, '$25.00')).toBe('or 4 interest-free payments of $25.00 with');
  });

  it("out of range: 'available for orders up to / over {amount}'", () => {
    expect(installmentRangeDirection(300000, 3500, 200000)).toBe('up-to');
    expect(installmentRangeDirection(3500, 3500, 200000)).toBe('over');
    expect(installmentRangeDirection(5000, 3500, 200000)).toBeNull();
    expect(installmentRangeText('up-to', '$2,000.00')).toBe('available for orders up to $2,000.00');
    expect(installmentRangeText('over', '$35.00')).toBe('available for orders over $35.00');
  });
});
