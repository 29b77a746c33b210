// Create or edit a tax rule: name, country, region (a select of the country's subdivisions where it lists them, as
// the API checks; else free text), the rate as a percentage sent in basis points, what it applies to and whether it
// taxes shipping. Every refusal shows next to its field.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { COUNTRIES, subdivisionLabel, subdivisionsOf } from '../../../../domain/address.ts';
import {
  ConsoleCreateTaxRuleDocument,
  type ConsoleTaxRuleFragment,
  ConsoleTaxRulesDocument,
  ConsoleUpdateTaxRuleDocument,
  type TaxRuleInput,
} from '../generated/graphql.ts';
import type { FieldMessage } from '../shared/errors.tsx';
import { bpsFromPercent, percentFromBps } from './amounts.ts';
import { EditForm } from './EditForm.tsx';
import { Field, NameField, SelectField } from './Field.tsx';
import { useFormSave } from './parts.tsx';

const FIELDS = ['input.name', 'input.country', 'input.region', 'input.rateBps'];
const APPLIES = [
  ['appliesToPhysical', 'Physical products'],
  ['appliesToDigital', 'Digital products'],
  ['appliesToService', 'Services'],
] as const;

function readTaxForm(form: FormData): { input: TaxRuleInput } | { errors: FieldMessage[] } {
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const checked = (key: string) => form.get(key) === 'on';
  const errors: FieldMessage[] = [];
  const rateBps = bpsFromPercent(text('rate'));
  if (!text('name')) errors.push({ field: 'input.name', message: 'Give the tax rule a name, such as Ontario HST.' });
  if (rateBps === null || rateBps > 10_000)
    errors.push({ field: 'input.rateBps', message: 'Enter the rate as a percentage from 0 to 100, such as 8.25.' });
  if (errors.length > 0) return { errors };
  return {
    input: {
      name: text('name'),
      country: text('country'),
      region: text('region') || null,
      rateBps,
      appliesToPhysical: checked('appliesToPhysical'),
      appliesToDigital: checked('appliesToDigital'),
      appliesToService: checked('appliesToService'),
      taxShipping: checked('taxShipping'),
    },
  };
}

type Props = { rule?: ConsoleTaxRuleFragment; defaultCountry: string; onDone: (message: string) => void; onCancel?: () => void };

export function TaxRuleForm({ rule, defaultCountry, onDone, onCancel }: Props) {
  const [country, setCountry] = useState(rule?.country ?? defaultCountry);
  const options = { refetchQueries: [ConsoleTaxRulesDocument], awaitRefetchQueries: true };
  const [create, creating] = useMutation(ConsoleCreateTaxRuleDocument, options);
  const [update, updating] = useMutation(ConsoleUpdateTaxRuleDocument, options);
  const save = useFormSave({
    what: 'Tax rule',
    editing: Boolean(rule),
    read: readTaxForm,
    save: async (input) =>
      rule
        ? (await update({ variables: { id: rule.id, input } })).data?.updateTaxRule
        : (await create({ variables: { input } })).data?.createTaxRule,
    name: (input) => `${input.name}`,
    reset: () => setCountry(defaultCountry),
    onDone,
  });
  const { errors } = save;
  const subdivisions = subdivisionsOf(country);
  const regionLabel = subdivisionLabel(country);
  const region = rule?.country === country ? (rule.region ?? '') : '';
  return (
    <EditForm
      what="tax rule"
      entry={rule?.name}
      busy={creating.loading || updating.loading}
      save={save}
      fields={FIELDS}
      onCancel={onCancel}
    >
      <NameField errors={errors} defaultValue={rule?.name} hint="As the cart names the tax, such as Ontario HST." />
      <SelectField
        label="Country"
        name="country"
        value={country}
        onChange={(e) => setCountry(e.target.value)}
        field="input.country"
        errors={errors}
      >
        {COUNTRIES.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {subdivisions.length > 0 ? (
        <SelectField key={country} label={regionLabel} name="region" defaultValue={region} field="input.region" errors={errors}>
          <option value="">The whole country</option>
          {subdivisions.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <Field
          key={country}
          label={`${regionLabel} (empty: the whole country)`}
          name="region"
          defaultValue={region}
          field="input.region"
          errors={errors}
        />
      )}
      <Field
        label="Rate (%)"
        name="rate"
        inputMode="decimal"
        field="input.rateBps"
        errors={errors}
        defaultValue={rule ? percentFromBps(rule.rateBps) : ''}
        hint="Such as 8.25."
      />
      <fieldset>
        <legend>Applies to</legend>
        {APPLIES.map(([name, label]) => (
          <label key={name} className="console-check">
            <input type="checkbox" name={name} defaultChecked={rule ? rule[name] : name === 'appliesToPhysical'} />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="console-check">
        <input type="checkbox" name="taxShipping" defaultChecked={rule?.taxShipping ?? false} />
        Tax the shipping cost too
      </label>
    </EditForm>
  );
}
