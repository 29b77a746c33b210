// The shipping option form's values as the API's ShippingOptionInput, or the mistakes found before sending. Rate
// tiers go up to grams (WEIGHT) or to an amount of the store currency (PRICE, sent in minor units).
import { isCountryCode } from '../../../../domain/address.ts';
import type { ShippingOptionInput, ShippingRateKind } from '../generated/graphql.ts';
import type { FieldMessage } from '../shared/errors.tsx';
import { centsFromAmount } from './amounts.ts';

export type TierRow = { key: number; upTo: string; rate: string };

export const SHIPPING_FIELDS = [
  'input.name',
  'input.kind',
  'input.countries',
  'input.flatRateCents',
  'input.rateTiers',
  'input.freeOverCents',
  'input.position',
];

export const SHIPPING_KINDS: { kind: ShippingRateKind; label: string }[] = [
  { kind: 'FLAT', label: 'Flat rate' },
  { kind: 'WEIGHT', label: 'By weight (rate tiers in grams)' },
  { kind: 'PRICE', label: 'By subtotal (rate tiers by amount)' },
];

/** The API names a list's item (input.countries.2, input.rateTiers.0.upTo): the form shows it at the list. */
export const atListField = (errors: FieldMessage[]) =>
  errors.map((e) => ({ ...e, field: e.field?.replace(/^(input\.(?:countries|rateTiers))\..*$/, '$1') }));

export function readShippingForm(
  form: FormData,
  kind: ShippingRateKind,
  tiers: TierRow[],
  currency: string,
): { input: ShippingOptionInput } | { errors: FieldMessage[] } {
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const errors: FieldMessage[] = [];
  const money = (value: string, field: string, what: string) => {
    const cents = centsFromAmount(value, currency);
    if (cents === null) errors.push({ field, message: `Enter ${what} in ${currency}, such as 5.00.` });
    return cents ?? 0;
  };
  const countries = text('countries')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((c) => c.toUpperCase());
  const unknown = countries.filter((c) => !isCountryCode(c));
  if (unknown.length > 0)
    errors.push({ field: 'input.countries', message: `${unknown.join(', ')}: use two-letter ISO country codes, like US or GB.` });
  const input: ShippingOptionInput = {
    name: text('name'),
    kind,
    countries,
    active: form.get('active') === 'on',
    flatRateCents: money(text('flatRate') || '0', 'input.flatRateCents', 'the rate'),
    freeOverCents: text('freeOver') ? money(text('freeOver'), 'input.freeOverCents', 'the subtotal') : null,
    rateTiers:
      kind === 'FLAT'
        ? []
        : tiers.map((t) => ({
            upTo: kind === 'PRICE' ? money(t.upTo, 'input.rateTiers', 'each tier’s subtotal') : grams(t.upTo, errors),
            rateCents: money(t.rate, 'input.rateTiers', 'each tier’s rate'),
          })),
  };
  if (!input.name) errors.push({ field: 'input.name', message: 'Give the shipping option a name, such as Courier.' });
  if (text('position')) input.position = Number(text('position'));
  return errors.length > 0 ? { errors: onePerField(errors) } : { input };
}

function grams(value: string, errors: FieldMessage[]): number {
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  errors.push({ field: 'input.rateTiers', message: 'Enter each tier’s weight in whole grams, such as 500.' });
  return 0;
}

const onePerField = (errors: FieldMessage[]) => errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
