// The website (tenant) of the request and its store settings.
import { builder } from './builder.ts';
import { Money, money } from './money.ts';

const StoreSettings = builder.prismaObject('Website', {
  variant: 'StoreSettings',
  fields: (t) => ({
    multipleQuantityAllowedForServices: t.exposeBoolean('multipleQuantityAllowedForServices'),
    expressCheckout: t.exposeBoolean('expressCheckout'),
    reviewsEnabled: t.exposeBoolean('reviewsEnabled'),
    analyticsDisabled: t.exposeBoolean('analyticsDisabled', { description: 'When true, pages send no analytics (docs/analytics.md).' }),
    performanceDisabled: t.exposeBoolean('performanceDisabled', { description: 'When true, pages send no web-vitals records.' }),
    analyticsRetentionDays: t.exposeInt('analyticsRetentionDays', {
      description: 'Days raw analytics records are kept (docs/analytics.md).',
    }),
    checkoutMinimum: t.field({
      type: Money,
      nullable: true,
      resolve: (w) => (w.checkoutMinimumCents > 0 ? money(w.checkoutMinimumCents, w.currency) : null),
    }),
  }),
});

export const CaptchaSettings = builder.prismaObject('Website', {
  variant: 'CaptchaSettings',
  fields: (t) => ({
    siteKey: t.exposeString('captchaSiteKey', { nullable: true }),
    enterprise: t.exposeBoolean('captchaEnterprise'),
    secretSet: t.boolean({
      nullable: true,
      authScopes: { can: 'settings:write' },
      description: 'Whether the secret is set (settings:write only). The secret itself is never shown.',
      resolve: (w) => w.captchaSecret !== null,
    }),
  }),
});

const PaymentSettings = builder
  .objectRef<{ provider: string; publishableKey: string | null; testMode: boolean }>('PaymentSettings')
  .implement({
    description: 'How the storefront takes payment: the provider, and the publishable key its browser form needs.',
    fields: (t) => ({
      provider: t.exposeString('provider', {
        description: '"test" (card fields sent with placeOrder) or "stripe" (Stripe\'s Payment Element).',
      }),
      publishableKey: t.exposeString('publishableKey', { nullable: true }),
      testMode: t.exposeBoolean('testMode', {
        description: 'Payments are test payments (the test provider, or Stripe with a test key): the orders placed now are test orders.',
      }),
    }),
  });

builder.prismaObject('Website', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    timeZone: t.exposeString('timeZone'),
    currency: t.exposeString('currency'),
    language: t.exposeString('language'),
    country: t.exposeString('country'),
    storeSettings: t.variant(StoreSettings),
    captchaSettings: t.variant(CaptchaSettings),
    paymentSettings: t.field({
      type: PaymentSettings,
      resolve: (_w, _args, ctx) => ({
        provider: ctx.payments.name,
        publishableKey: ctx.payments.publishableKey ?? null,
        testMode: ctx.payments.testMode,
      }),
    }),
  }),
});

builder.queryField('website', (t) =>
  t.prismaField({
    type: 'Website',
    description: 'The website (tenant) this request is for.',
    resolve: (_query, _root, _args, ctx) => ctx.website,
  }),
);
