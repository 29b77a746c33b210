// Money rules (spec §3 Currencies, §9): supported currencies, integer minor units, decimal strings and display text.

const CURRENCY_CODES = [
  'EUR',
  'USD',
  'AUD',
  'NOK',
  'CAD',
  'NZD',
  'DKK',
  'GBP',
  'HKD',
  'CHF',
  'MXN',
  'SGD',
  'SEK',
  'CZK',
  'ILS',
  'PHP',
  'RUB',
  'PLN',
  'THB',
  'MYR',
  'ARS',
  'BRL',
  'COP',
  'IDR',
  'INR',
  'JPY',
  'ZAR',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** An amount in integer minor units (cents; whole yen for JPY) of an ISO currency. */
export type Money = { minor: number; currency: string };

export const CURRENCIES = Object.fromEntries(CURRENCY_CODES.map((code) => [code, { fractionDigits: code === 'JPY' ? 0 : 2 }])) as Record<
  CurrencyCode,
  { fractionDigits: number }
>;

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

/** Display amounts have at most 15 integer places. */
export const MAX_INTEGER_PLACES = 15;

export function isCurrencyCode(s: string): s is CurrencyCode {
  return Object.hasOwn(CURRENCIES, s);
}

/** Fraction digits of a supported currency; an unsupported code is a RangeError. */
export function fractionDigits(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Unsupported currency: ${currency}`);
  return CURRENCIES[currency].fractionDigits;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Money must be an integer number of minor units: ${minor}`);
}

function assertIntegerPlaces(integerDigits: string): void {
  if (integerDigits.length > MAX_INTEGER_PLACES) {
    throw new RangeError(`Money has more than ${MAX_INTEGER_PLACES} integer places`);
  }
}

/** Minor units to a plain decimal string without separators: 1200 USD -> "12.00", 1200 JPY -> "1200". */
export function toDecimalValue(minor: number, currency: string): string {
  assertMinor(minor);
  const digits = fractionDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const padded = String(Math.abs(minor)).padStart(digits + 1, '0');
  const integerPart = padded.slice(0, padded.length - digits);
  assertIntegerPlaces(integerPart);
  return digits === 0 ? `${sign}${integerPart}` : `${sign}${integerPart}.${padded.slice(-digits)}`;
}

/** Money as the storefront's JSON gives it (spec §3 Money): the currency and the decimal value. */
export const moneyJson = (minor: number, currency: string) => ({ currency, value: toDecimalValue(minor, currency) });

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal string to minor units: "12.5" USD -> 1250. Throws on anything that is not a plain decimal,
 * on more fraction digits than the currency has (unless they are zeros), and beyond 15 integer places.
 */
export function fromDecimalValue(value: string, currency: string): number {
  const digits = fractionDigits(currency);
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`Not a decimal amount: "${value}"`);
  const [, sign, integerPart = '', fraction = ''] = match;
  if (/[^0]/.test(fraction.slice(digits))) {
    throw new RangeError(`${currency} amounts have at most ${digits} fraction digits: "${value}"`);
  }
  const integerDigits = integerPart.replace(/^0+(?=\d)/, '');
  assertIntegerPlaces(integerDigits);
  const minor = Number(integerDigits + fraction.slice(0, digits).padEnd(digits, '0'));
  assertMinor(minor);
  return sign === '-' && minor !== 0 ? -minor : minor;
}

export type FormatMoneyOptions = { trimZeroFraction?: boolean; locale?: string };

/**
 * Display text with the currency symbol, via Intl (default locale en-US: comma thousands, dot decimal):
 * "$1,234.50", "¥1,200", "£3.00". trimZeroFraction turns "$12.00" into "$12".
 */
export function formatMoney(minor: number, currency: string, opts: FormatMoneyOptions = {}): string {
  const decimal = toDecimalValue(minor, currency);
  const digits = fractionDigits(currency);
  const shown = opts.trimZeroFraction && minor % 10 ** digits === 0 ? 0 : digits;
  const locale = opts.locale ?? 'en-US';
  if (locale === 'en-US') return formatEnUs(decimal, currency as CurrencyCode, shown);
  // The decimal string is formatted exactly (no float rounding); Intl accepts numeric strings.
  return currencyFormat(locale, currency, shown).format(decimal as Intl.StringNumericLiteral);
}

/**
 * How en-US (the default locale) writes each currency, as Intl does from CLDR: the symbol before the amount, a
 * no-break space after a letter code. The default locale is formatted without Intl because a browser's first Intl
 * call starts ICU, ~40 ms of a phone's main thread during every storefront page's start (docs/performance.md); a
 * unit test checks every currency against Intl.
 */
const EN_US_SYMBOLS: Record<CurrencyCode, string> = {
  EUR: '€',
  USD: '$',
  AUD: 'A$',
  NOK: 'NOK\u00a0',
  CAD: 'CA$',
  NZD: 'NZ$',
  DKK: 'DKK\u00a0',
  GBP: '£',
  HKD: 'HK$',
  CHF: 'CHF\u00a0',
  MXN: 'MX$',
  SGD: 'SGD\u00a0',
  SEK: 'SEK\u00a0',
  CZK: 'CZK\u00a0',
  ILS: '₪',
  PHP: '₱',
  RUB: 'RUB\u00a0',
  PLN: 'PLN\u00a0',
  THB: 'THB\u00a0',
  MYR: 'MYR\u00a0',
  ARS: 'ARS\u00a0',
  BRL: 'R$',
  COP: 'COP\u00a0',
  IDR: 'IDR\u00a0',
  INR: '₹',
  JPY: '¥',
  ZAR: 'ZAR\u00a0',
};

/** A plain decimal string ("-1234.50") in en-US with `shown` fraction digits (0: the fraction is zero and dropped). */
function formatEnUs(decimal: string, currency: CurrencyCode, shown: number): string {
  const [, sign, integerPart = '', fraction = ''] = DECIMAL.exec(decimal) ?? [];
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${EN_US_SYMBOLS[currency]}${grouped}${shown > 0 ? `.${fraction}` : ''}`;
}

/** Formats kept for reuse: building one costs far more than formatting with it. 100, as the spec's format cache. */
export const MONEY_FORMATS_MAX = 100;
const moneyFormats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    if (moneyFormats.size >= MONEY_FORMATS_MAX) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** Display text of a Money value. */
export function formatMoneyValue(money: Money, opts?: FormatMoneyOptions): string {
  return formatMoney(money.minor, money.currency, opts);
}
