// Installment payments (spec §3 installment context, §4 pill range, §5 Installments, §9): locale, brand, amounts.

import { installmentPaymentsText, installmentsOverText, installmentsUpToText } from './messages.ts';
import { ProductType } from './product-type.ts';

export const INSTALLMENT_COUNT = 4;
/** Where the provider's information page is served (domain/installment-info.ts writes it). */
export const INSTALLMENT_INFO_PATH = '/api/installments/info-page';

export type InstallmentLocale = 'en_US' | 'en_CA' | 'fr_CA' | 'en_AU' | 'en_NZ' | 'en_GB';
export type InstallmentBrand = 'Afterpay' | 'Clearpay';

/**
 * Shopper language ("fr", "fr-CA", "en_GB"…) and the store's country to the provider locale:
 * US en_US; CA fr_CA for French shoppers, else en_CA; AU en_AU; NZ en_NZ; GB en_GB; any other country null.
 */
export function installmentLocale(shopperLanguage: string, storeCountry: string): InstallmentLocale | null {
  const language = (shopperLanguage.split(/[-_]/)[0] ?? '').toLowerCase();
  switch (storeCountry.toUpperCase()) {
    case 'US':
      return 'en_US';
    case 'CA':
      return language === 'fr' ? 'fr_CA' : 'en_CA';
    case 'AU':
      return 'en_AU';
    case 'NZ':
      return 'en_NZ';
    case 'GB':
      return 'en_GB';
    default:
      return null;
  }
}

/** Afterpay for en_US, en_CA, fr_CA, en_AU, en_NZ; Clearpay for en_GB; null for anything else. */
export function installmentBrand(locale: string | null): InstallmentBrand | null {
  if (locale === 'en_GB') return 'Clearpay';
  const afterpay = ['en_US', 'en_CA', 'fr_CA', 'en_AU', 'en_NZ'];
  return locale !== null && afterpay.includes(locale) ? 'Afterpay' : null;
}

/** Each payment: the total divided by 4, rounded up to the minor unit so the payments cover the total. */
export function installmentAmountCents(totalCents: number, count = INSTALLMENT_COUNT): number {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`Total must be a non-negative whole number of minor units: ${totalCents}`);
  }
  return Math.ceil(totalCents / count);
}

/** In range when the price is above the provider's minimum and at most its maximum. */
export function isInstallmentInRange(priceCents: number, minCents: number, maxCents: number): boolean {
  return priceCents > minCents && priceCents <= maxCents;
}

/** Installments are shown only when all items in the order are physical (and there is at least one). */
export function installmentsApply(productTypes: readonly number[]): boolean {
  return productTypes.length > 0 && productTypes.every((t) => t === ProductType.PHYSICAL);
}

/** '{n} interest-free payments of {amount}'. */
export function installmentText(n: number, amountText: string): string {
  return installmentPaymentsText(n, amountText);
}

/** Which out-of-range note applies: over the maximum -> 'up-to', at or under the minimum -> 'over'. */
export function installmentRangeDirection(priceCents: number, minCents: number, maxCents: number): 'up-to' | 'over' | null {
  if (priceCents > maxCents) return 'up-to';
  if (priceCents <= minCents) return 'over';
  return null;
}

/** 'available for orders up to {amount}' (the maximum) or 'available for orders over {amount}' (the minimum). */
export function installmentRangeText(direction: 'up-to' | 'over', amountText: string): string {
  return direction === 'up-to' ? installmentsUpToText(amountText) : installmentsOverText(amountText);
}
