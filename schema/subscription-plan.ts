// Subscription plans and the plans offered on a product, with their price texts (spec §3, §9).
import { formatMoney } from '../domain/money.ts';
import { billingPeriodText, durationText, type SubscriptionPlanInput, subscriptionPriceText } from '../domain/subscription-text.ts';
import { builder } from './builder.ts';
import { Money, money } from './money.ts';

export const BillingUnit = builder.enumType('BillingUnit', { values: ['WEEK', 'MONTH', 'YEAR'] as const });

const BillingPeriod = builder.objectRef<SubscriptionPlanInput['billingPeriod']>('BillingPeriod').implement({
  fields: (t) => ({ value: t.exposeInt('value'), unit: t.field({ type: BillingUnit, resolve: (p) => p.unit }) }),
});

type PlanRow = { billingPeriodValue: number; billingPeriodUnit: 'WEEK' | 'MONTH' | 'YEAR'; numBillingCycles: number };
export const planInput = (p: PlanRow): SubscriptionPlanInput => ({
  billingPeriod: { value: p.billingPeriodValue, unit: p.billingPeriodUnit },
  numBillingCycles: p.numBillingCycles,
});

builder.prismaObject('SubscriptionPlan', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    billingPeriod: t.field({ type: BillingPeriod, resolve: (p) => planInput(p).billingPeriod }),
    numBillingCycles: t.exposeInt('numBillingCycles', { description: '0 = until cancelled.' }),
    billingPeriodText: t.string({ resolve: (p) => billingPeriodText(planInput(p).billingPeriod) }),
    durationText: t.string({ nullable: true, resolve: (p) => durationText(planInput(p)) }),
  }),
});

builder.prismaObject('ProductSubscriptionOption', {
  select: { id: true, priceCents: true, plan: true, product: { select: { variants: { orderBy: { position: 'asc' }, take: 1 } } } },
  fields: (t) => {
    const priceOf = (o: { priceCents: number | null; product: { variants: { priceCents: number; currency: string }[] } }) => {
      const first = o.product.variants[0];
      return money(o.priceCents ?? first?.priceCents ?? 0, first?.currency ?? 'USD');
    };
    return {
      id: t.exposeID('id'),
      plan: t.relation('plan'),
      price: t.field({ type: Money, resolve: priceOf }),
      priceText: t.string({
        description: 'e.g. "$10.00 every month for 1 year".',
        resolve: (o) => {
          const price = priceOf(o);
          return subscriptionPriceText(formatMoney(price.cents, price.currency), planInput(o.plan));
        },
      }),
    };
  },
});
