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
import { Field, SelectField } from './Field.tsx';
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
  const save = useFormSave(
    (form) => readShippingForm(form, kind, tiers, currency),
    async (input) =>
      option
        ? (await update({ variables: { id: option.id, input } })).data?.updateShippingOption
        : (await create({ variables: { input } })).data?.createShippingOption,
    (input, form) => {
      if (!option) {
        form.reset();
        setTiers([]);
        setKind('FLAT');
      }
      onDone(`Shipping option ${input.name} ${option ? 'saved' : 'created'}.`);
    },
  );
  const { submit } = save;
  const errors = atListField(save.errors);
  const title = option ? `Edit shipping option ${option.name}` : 'New shipping option';
  const busy = creating.loading || updating.loading;
  return (
    <EditForm
      title={title}
      editing={Boolean(option)}
      busy={busy}
      submitLabel={option ? 'Save shipping option' : 'Create shipping option'}
      errors={errors}
      fields={SHIPPING_FIELDS}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <Field
        label="Name"
        name="name"
        field="input.name"
        errors={errors}
        defaultValue={option?.name}
        hint="As checkout shows it, such as Courier."
      />
      <SelectField
        label="Kind"
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as ShippingRateKind)}
        field="input.kind"
        errors={errors}
      >
        {SHIPPING_KINDS.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.label}
          </option>
        ))}
      </SelectField>
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
