// Installment context per item (spec §3) and the pill's range (§4), from the website's provider settings.
import {
  installmentAmountCents,
  installmentBrand,
  installmentLocale,
  installmentsApply,
  isInstallmentInRange,
} from '../domain/installments.ts';
import type { Website } from '../server/db/generated/postgresql/client.ts';
import { builder } from './builder.ts';
import { Money, type MoneyShape, money } from './money.ts';

type InstallmentShape = {
  afterPayAvailable: boolean;
  afterPayMin: MoneyShape;
  afterPayMax: MoneyShape;
  shopperLanguage: string;
  stripeAccountCountry: string;
  locale: string | null;
  brand: string | null;
  inRange: boolean;
  installmentAmount: MoneyShape;
};

export function installmentContextFor(website: Website, productType: number, priceCents: number): InstallmentShape {
  const locale = installmentLocale(website.language, website.country);
  return {
    afterPayAvailable: website.afterPayEnabled && locale !== null && installmentsApply([productType]),
    afterPayMin: money(website.afterPayMinCents, website.currency),
    afterPayMax: money(website.afterPayMaxCents, website.currency),
    shopperLanguage: website.language,
    stripeAccountCountry: website.country,
    locale,
    brand: installmentBrand(locale),
    inRange: isInstallmentInRange(priceCents, website.afterPayMinCents, website.afterPayMaxCents),
    installmentAmount: money(installmentAmountCents(priceCents), website.currency),
  };
}

export const InstallmentContext = builder.objectRef<InstallmentShape>('InstallmentContext').implement({
  fields: (t) => ({
    afterPayAvailable: t.exposeBoolean('afterPayAvailable'),
    afterPayMin: t.expose('afterPayMin', { type: Money }),
    afterPayMax: t.expose('afterPayMax', { type: Money }),
    shopperLanguage: t.exposeString('shopperLanguage'),
    stripeAccountCountry: t.exposeString('stripeAccountCountry'),
    locale: t.exposeString('locale', { nullable: true }),
    brand: t.exposeString('brand', { nullable: true, description: 'Afterpay or Clearpay.' }),
    inRange: t.exposeBoolean('inRange', { description: 'Price above the minimum and at most the maximum.' }),
    installmentAmount: t.expose('installmentAmount', { type: Money, description: 'Each of the 4 payments.' }),
  }),
});
