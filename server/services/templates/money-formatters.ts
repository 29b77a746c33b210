// The money formatters the engine lists but leaves empty (money-format, moneyFormat, money-string and
// i18n-money-format are no-ops in @squarespace/template-engine). Amounts follow domain/money.ts: integer minor units,
// the currency's fraction digits (JPY none), never floats.
import { type Context, Formatter, type Node, type Variable } from '@squarespace/template-engine';
import { fractionDigits, isCurrencyCode, toDecimalValue } from '../../../domain/money.ts';

const DECIMAL = /^-?\d{1,15}(\.\d{1,50})?$/;

/** The currency named by the first argument, else the website's, else USD. */
function currencyOf(args: string[], ctx: Context): string {
  const named = args[0]?.toUpperCase();
  if (named && isCurrencyCode(named)) return named;
  const site = ctx.resolve(['website', 'baseCurrency']).asString();
  return isCurrencyCode(site) ? site : 'USD';
}

/** A whole number of minor units as '1,234.50' (no symbol), or '' when the value is not one. */
export function legacyMoney(node: Node, currency: string): string {
  const minor = Number(node.asString());
  if (!Number.isSafeInteger(minor)) return '';
  try {
    const digits = fractionDigits(currency);
    const decimal = toDecimalValue(minor, currency) as Intl.StringNumericLiteral;
    return new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(decimal);
  } catch {
    return '';
  }
}

/** `{price|money-format}`: minor units (cents) as a decimal amount with grouping, e.g. 250000 → '2,500.00'. */
export class MoneyFormatFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    vars[0].set(legacyMoney(vars[0].node, currencyOf(args, ctx)));
  }
}

/** `{price|money-string}`: the same amount inside the native money span the storefront script localises. */
export class MoneyStringFormatter extends Formatter {
  apply(args: string[], vars: Variable[], ctx: Context): void {
    const amount = legacyMoney(vars[0].node, currencyOf(args, ctx));
    vars[0].set(amount === '' ? '' : `<span class="sqs-money-native">${amount}</span>`);
  }
}

/** `{priceMoney|i18n-money-format}`: a money object ({value, currency} or {decimalValue, currencyCode}) with its
 * currency sign in the page's locale, e.g. '$25.00', '¥4,800'. */
export class I18nMoneyFormatter extends Formatter {
  apply(_args: string[], vars: Variable[], ctx: Context): void {
    const node = vars[0].node;
    const value = (node.get('value').isMissing() ? node.get('decimalValue') : node.get('value')).asString();
    const code = (node.get('currency').isMissing() ? node.get('currencyCode') : node.get('currency')).asString().toUpperCase();
    if (!DECIMAL.test(value) || !isCurrencyCode(code) || !ctx.cldr) {
      vars[0].set('');
      return;
    }
    vars[0].set(ctx.cldr.Numbers.formatCurrency(value, code));
  }
}

export const MONEY_FORMATTERS = {
  'money-format': new MoneyFormatFormatter(),
  moneyFormat: new MoneyFormatFormatter(),
  'money-string': new MoneyStringFormatter(),
  'i18n-money-format': new I18nMoneyFormatter(),
};
