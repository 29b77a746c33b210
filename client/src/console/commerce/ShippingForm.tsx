// Create or edit a shipping option: name, kind, countries (comma-separated ISO codes), the flat rate or the rate
// tiers, free over, position and whether it is offered; every refusal shows next to its field.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  ConsoleCreateShippingOptionDocument,
  type ConsoleShippingOptionFragment,
  ConsoleShippingOptionsDocument,
  ConsoleUpdateShippingOptionDocument,
  type ShippingRateKind,
} from '../generated/graphql.ts';

import { amountFromCents } from './amounts.ts';
import { EditForm } from './EditForm.tsx';
import { Field, KindField, NameField } from './Field.tsx';
import { useFormSave } from './parts.tsx';
import { RateTiers } from './RateTiers.tsx';
import { atListField, readShippingForm, SHIPPING_FIELDS, SHIPPING_KINDS, type TierRow } from './shipping-input.ts';

type Props = { option?: ConsoleShippingOptionFragment; currency: string; onDone: (message: string) => void; onCancel?: () => void };

const tierRows = (option: ConsoleShippingOptionFragment | undefined, currency: string): TierRow[] =>
  (option?.rateTiers ?? []).map((t, key) => ({
    key,
    upTo: option?.kind === 'PRICE' ? amountFromCents(t.upTo, currency) : String(t.upTo),
    rate: t.rate.decimalValue,
  }));

export function ShippingForm({ option, currency, onDone, onCancel }: Props) {
  const [kind, setKind] = useState<ShippingRateKind>(option?.kind ?? 'FLAT');
  const [tiers, setTiers] = useState(() => tierRows(option, currency));
  const options = { refetchQueries: [ConsoleShippingOptionsDocument], awaitRefetchQueries: true };
  const [create, creating] = useMutation(ConsoleCreateShippingOptionDocument, options);
  const [update, updating] = useMutation(ConsoleUpdateShippingOptionDocument, options);
  const save = useFormSave({
    what: 'Shipping option',
    editing: Boolean(option),
    read: (form) => readShippingForm(form, kind, tiers, currency),
    save: async (input) =>
      option
        ? (await update({ variables: { id: option.id, input } })).data?.updateShippingOption
        : (await create({ variables: { input } })).data?.createShippingOption,
    name: (input) => `${input.name}`,
    reset: () => {
      setTiers([]);
      setKind('FLAT');
    },
    onDone,
  });
  const errors = atListField(save.errors);
  return (
    <EditForm
      what="shipping option"
      entry={option?.name}
      busy={creating.loading || updating.loading}
      save={{ ...save, errors }}
      fields={SHIPPING_FIELDS}
      onCancel={onCancel}
    >
      <NameField errors={errors} defaultValue={option?.name} hint="As checkout shows it, such as Courier." />
      <KindField kinds={SHIPPING_KINDS} value={kind} onChange={setKind} errors={errors} />
      <Field
        label="Countries"
        name="countries"
        field="input.countries"
        errors={errors}
        defaultValue={option?.countries.join(', ')}
        hint="Two-letter ISO codes separated by commas, such as US, CA. Empty: everywhere."
      />
      <Field
        label={kind === 'FLAT' ? `Rate (${currency})` : `Rate when no tier is given (${currency})`}
        name="flatRate"
        inputMode="decimal"
        field="input.flatRateCents"
        errors={errors}
        defaultValue={option?.flatRate.decimalValue ?? '0'}
      />
      {kind !== 'FLAT' && (
        <RateTiers
          tiers={tiers}
          onChange={setTiers}
          upToUnit={kind === 'WEIGHT' ? 'grams' : currency}
          currency={currency}
          errors={errors}
        />
      )}
      <Field
        label={`Free over (${currency})`}
        name="freeOver"
        inputMode="decimal"
        field="input.freeOverCents"
        errors={errors}
        defaultValue={option?.freeOver?.decimalValue ?? ''}
        hint="Free when the subtotal is at least this. Empty: never free."
      />
      <Field
        label="Position"
        name="position"
        type="number"
        min={0}
        field="input.position"
        errors={errors}
        defaultValue={option?.position}
        hint="Checkout lists the lowest first. Empty on a new option: last."
      />
      <label className="console-check">
        <input type="checkbox" name="active" defaultChecked={option?.active ?? true} />
        Offered at checkout
      </label>
    </EditForm>
  );
}
