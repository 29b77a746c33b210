// Installment context per item (spec §3) and the pill's range (§4), from the website's provider settings, the store's
// country and the shopper's language (the request's Accept-Language, else the website's: domain/shopper-language.ts).
// Only `locale` and `shopperLanguage` depend on the language (availability and brand follow the country alone), so a
// query asking either is never answered from the shared cache (server/http/public-query.ts).
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

export function installmentContextFor(
  website: Website,
  shopperLanguage: string,
  productType: number,
  priceCents: number,
): InstallmentShape {
  const locale = installmentLocale(shopperLanguage, website.country);
  return {
    afterPayAvailable: website.afterPayEnabled && locale !== null && installmentsApply([productType]),
    afterPayMin: money(website.afterPayMinCents, website.currency),
    afterPayMax: money(website.afterPayMaxCents, website.currency),
    shopperLanguage,
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
    shopperLanguage: t.exposeString('shopperLanguage', {
      description: "The shopper's language: the one the request's Accept-Language prefers, else the website's.",
    }),
    stripeAccountCountry: t.exposeString('stripeAccountCountry'),
    locale: t.exposeString('locale', {
      nullable: true,
      description:
        "The provider's locale for the shopper's language and the store's country: en_US; en_CA or fr_CA; en_AU; en_NZ; en_GB (null where the store's country has no provider).",
    }),
    brand: t.exposeString('brand', { nullable: true, description: 'Afterpay or Clearpay.' }),
    inRange: t.exposeBoolean('inRange', { description: 'Price above the minimum and at most the maximum.' }),
    installmentAmount: t.expose('installmentAmount', { type: Money, description: 'Each of the 4 payments.' }),
  }),
});
