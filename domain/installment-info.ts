// The installment provider's information page (spec §2 "installment pill with info popup", §7 "GET static
// installment-provider info page, chosen by shopper language and country"): one page per provider locale, written
// here and served by the store itself (no request leaves for the provider). The shopper's language and the store's
// country choose it; a pair with no page of its own gets en_US.

import { escapeHtml } from './escape-html.ts';
import { type InstallmentLocale, installmentBrand, installmentLocale } from './installments.ts';
import { installmentInfoSteps } from './messages.ts';

export const INSTALLMENT_INFO_FALLBACK_LOCALE: InstallmentLocale = 'en_US';

/** The page for a shopper language ("fr", "fr-CA", "en_GB"…) and store country: its provider locale, else en_US. */
export function installmentInfoLocale(shopperLanguage: string, storeCountry: string): InstallmentLocale {
  return installmentLocale(shopperLanguage, storeCountry) ?? INSTALLMENT_INFO_FALLBACK_LOCALE;
}

export type InstallmentInfoPage = { locale: InstallmentLocale; lang: string; brand: string; intro: string; steps: string[]; terms: string };

const RESIDENCE: Record<InstallmentLocale, string> = {
  en_US: 'the United States',
  en_CA: 'Canada',
  fr_CA: 'Canada',
  en_AU: 'Australia',
  en_NZ: 'New Zealand',
  en_GB: 'the United Kingdom',
};

function english(locale: InstallmentLocale, brand: string): Omit<InstallmentInfoPage, 'locale' | 'brand'> {
  return {
    lang: locale.replace('_', '-'),
    intro: 'Pay for your order in 4 interest-free payments, every 2 weeks.',
    steps: installmentInfoSteps(brand),
    terms: `You must be over 18, a resident of ${RESIDENCE[locale]} and meet additional eligibility criteria to qualify. Late fees may apply.`,
  };
}

function french(brand: string): Omit<InstallmentInfoPage, 'locale' | 'brand'> {
  return {
    lang: 'fr-CA',
    intro: 'Payez votre commande en 4 versements sans intérêts, toutes les 2 semaines.',
    steps: [
      'Ajoutez vos articles préférés au panier.',
      `Choisissez ${brand} au moment de payer.`,
      `Connectez-vous à votre compte ${brand} ou créez-en un, avec une décision d’approbation instantanée.`,
      'Votre achat est divisé en 4 versements, payables toutes les 2 semaines.',
    ],
    terms:
      'Vous devez avoir plus de 18 ans, résider au Canada et répondre à d’autres critères d’admissibilité. Des frais de retard peuvent s’appliquer.',
  };
}

export function installmentInfoPage(locale: InstallmentLocale): InstallmentInfoPage {
  const brand = installmentBrand(locale) ?? 'Afterpay';
  return { locale, brand, ...(locale === 'fr_CA' ? french(brand) : english(locale, brand)) };
}

/** The page as a document of its own; the popup shows its <main>. */
export function installmentInfoHtml(page: InstallmentInfoPage): string {
  const steps = page.steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('');
  return `<!doctype html><html lang="${page.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.brand)}</title></head><body><main class="installment-info__page" data-locale="${page.locale}"><p>${escapeHtml(page.intro)}</p><ol class="installment-info__steps">${steps}</ol><p class="installment-info__terms">${escapeHtml(page.terms)}</p></main></body></html>`;
}
