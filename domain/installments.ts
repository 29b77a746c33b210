// Installment payments (spec §3 installment context, §4 pill range, §5 Installments, §9): locale, brand, amounts.

import { installmentPaymentsText, installmentsOverText, installmentsUpToText } from './messages.ts';
import { ProductType } from './product-type.ts';

export const INSTALLMENT_COUNT = 4;
/** Where the provider's information page is served (domain/installment-info.ts writes it). */
export const INSTALLMENT_INFO_PATH = '/api/installments/info-page';

export type InstallmentBrand = 'Afterpay' | 'Clearpay';

/** The spec's table: each store country with an installment provider, and the shopper languages it serves there,
 * its first the one served to shoppers of any other language. */
export const INSTALLMENT_LANGUAGES = {
  US: ['en'],
  CA: ['en', 'fr'],
  AU: ['en'],
  NZ: ['en'],
  GB: ['en'],
} as const satisfies Record<string, readonly string[]>;
type InstallmentCountry = keyof typeof INSTALLMENT_LANGUAGES;
/** en_US, en_CA, fr_CA, en_AU, en_NZ, en_GB: a language the country's provider serves and the country. */
export type InstallmentLocale = { [C in InstallmentCountry]: `${(typeof INSTALLMENT_LANGUAGES)[C][number]}_${C}` }[InstallmentCountry];

/**
 * Shopper language ("fr", "fr-CA", "en_GB"…) and the store's country to the provider locale (spec §5): the shopper's
 * language where the country's provider serves it, else the country's first (a German shopper of a Canadian store
 * reads en_CA); a country without a provider has none (null). Only the language's first subtag counts: the store's
 * country, not the shopper's region, picks the provider.
 */
export function installmentLocale(shopperLanguage: string, storeCountry: string): InstallmentLocale | null {
  const country = storeCountry.toUpperCase();
  if (!Object.hasOwn(INSTALLMENT_LANGUAGES, country)) return null;
  const served: readonly string[] = INSTALLMENT_LANGUAGES[country as InstallmentCountry];
  const language = (shopperLanguage.split(/[-_]/)[0] ?? '').toLowerCase();
  return `${served.includes(language) ? language : served[0]}_${country}` as InstallmentLocale;
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
