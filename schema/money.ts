// Money: integer minor units plus an ISO currency code, with the decimal value and display text derived in domain/.
import { formatMoney, toDecimalValue } from '../domain/money.ts';
import { builder } from './builder.ts';

export type MoneyShape = { cents: number; currency: string };

export const Money = builder.objectRef<MoneyShape>('Money').implement({
  description: 'An amount in integer minor units (cents; yen for JPY) with its ISO 4217 currency code.',
  fields: (t) => ({
    cents: t.expose('cents', { type: 'SafeInt', description: 'Integer minor units.' }),
    currencyCode: t.exposeString('currency'),
    decimalValue: t.string({
      description: 'Decimal string, e.g. "12.00" (JPY: "1200").',
      resolve: (m) => toDecimalValue(m.cents, m.currency),
    }),
    formatted: t.string({ description: 'Display text, e.g. "$1,234.50".', resolve: (m) => formatMoney(m.cents, m.currency) }),
  }),
});

export const money = (cents: number, currency: string): MoneyShape => ({ cents, currency });
