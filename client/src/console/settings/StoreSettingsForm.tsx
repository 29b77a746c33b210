// The store settings form: every StoreSettingsInput field, grouped in fieldsets, saved together with
// updateStoreSettings. A refusal shows next to its field; the checkout minimum is typed as an amount and sent in
// minor units of the currency chosen.
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { CURRENCIES, fromDecimalValue } from '../../../../domain/money.ts';
import { isRetentionDays, RETENTION_MESSAGE, STORE_NAME_MESSAGE, storeName } from '../../../../domain/store-settings.ts';
import { ConsoleUpdateStoreSettingsDocument, SettingsScreenDocument, type StoreSettingsInput } from '../generated/graphql.ts';
import { attempt, describedBy, FieldError, type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { notify } from '../shared/toasts.tsx';
import { SaveBar, UnsavedChangesGuard, useUnsavedChanges } from '../shared/unsaved.tsx';
import type { SettingsWebsite } from './StoreSettingsValues.tsx';

const FIELDS = ['name', 'currency', 'timeZone', 'checkoutMinimumCents', 'analyticsRetentionDays'];
const CURRENCY_CODES = Object.keys(CURRENCIES).sort();
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** The form's values as the API's input, or the field mistakes found before sending. */
function readForm(form: FormData): { input: StoreSettingsInput } | { errors: FieldMessage[] } {
  const text = (key: string) => String(form.get(key) ?? '').trim();
  const currency = text('currency');
  const errors: FieldMessage[] = [];
  if (storeName(text('name')) === null) errors.push({ field: 'name', message: STORE_NAME_MESSAGE });
  if (!isRetentionDays(Number(text('analyticsRetentionDays'))))
    errors.push({ field: 'analyticsRetentionDays', message: RETENTION_MESSAGE });
  let checkoutMinimumCents = 0;
  try {
    checkoutMinimumCents = fromDecimalValue(text('checkoutMinimum') || '0', currency);
  } catch {
    errors.push({ field: 'checkoutMinimumCents', message: `Enter the minimum as an amount in ${currency}, such as 25.00, or 0 for none.` });
  }
  if (errors.length > 0) return { errors };
  return {
    input: {
      name: text('name'),
      currency,
      timeZone: text('timeZone'),
      expressCheckout: form.get('expressCheckout') === 'on',
      checkoutMinimumCents,
      multipleQuantityAllowedForServices: form.get('multipleQuantityAllowedForServices') === 'on',
      reviewsEnabled: form.get('reviewsEnabled') === 'on',
      analyticsDisabled: form.get('analyticsDisabled') === 'on',
      performanceDisabled: form.get('performanceDisabled') === 'on',
      analyticsRetentionDays: Number(text('analyticsRetentionDays')),
    },
  };
}

export function StoreSettingsForm({ website }: { website: SettingsWebsite }) {
  const [save, { loading }] = useMutation(ConsoleUpdateStoreSettingsDocument, { refetchQueries: [SettingsScreenDocument] });
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const unsaved = useUnsavedChanges();
  const s = website.storeSettings;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const read = readForm(new FormData(event.currentTarget));
    if ('errors' in read) return setErrors(read.errors);
    const userErrors = await attempt(
      async () => (await save({ variables: { input: read.input } })).data?.updateStoreSettings.userErrors ?? [],
    );
    setErrors(userErrors);
    if (userErrors.length > 0) return;
    unsaved.saved();
    notify('Settings saved.');
  };
  const timeZones = TIME_ZONES.includes(website.timeZone) ? TIME_ZONES : [website.timeZone, ...TIME_ZONES];
  return (
    <form onSubmit={(e) => void submit(e)} onInput={unsaved.changed} className="console-form settings-form" noValidate>
      <UnsavedChangesGuard dirty={unsaved.dirty} />
      <fieldset>
        <legend>Store</legend>
        <label>
          Store name
          <input name="name" defaultValue={website.name} autoComplete="organization" {...describedBy(errors, 'name')} />
        </label>
        <FieldError errors={errors} field="name" />
        <label>
          Currency
          <select name="currency" defaultValue={website.currency} {...describedBy(errors, 'currency')}>
            {CURRENCY_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <FieldError errors={errors} field="currency" />
        <label>
          Time zone
          <select name="timeZone" defaultValue={website.timeZone} {...describedBy(errors, 'timeZone')}>
            {timeZones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </select>
        </label>
        <FieldError errors={errors} field="timeZone" />
      </fieldset>
      <fieldset>
        <legend>Checkout</legend>
        <label className="console-check">
          <input type="checkbox" name="expressCheckout" defaultChecked={s.expressCheckout} />
          Express checkout (the product button reads “Purchase” and goes straight to checkout)
        </label>
        <label>
          Checkout minimum (order subtotal; 0 for none)
          <input
            name="checkoutMinimum"
            inputMode="decimal"
            defaultValue={s.checkoutMinimum?.decimalValue ?? '0'}
            {...describedBy(errors, 'checkoutMinimumCents')}
          />
        </label>
        <FieldError errors={errors} field="checkoutMinimumCents" />
        <label className="console-check">
          <input type="checkbox" name="multipleQuantityAllowedForServices" defaultChecked={s.multipleQuantityAllowedForServices} />
          Shoppers may buy a service in quantities above one
        </label>
      </fieldset>
      <fieldset>
        <legend>Reviews</legend>
        <label className="console-check">
          <input type="checkbox" name="reviewsEnabled" defaultChecked={s.reviewsEnabled} />
          Shoppers may review products
        </label>
      </fieldset>
      <fieldset>
        <legend>Analytics</legend>
        <label className="console-check">
          <input type="checkbox" name="analyticsDisabled" defaultChecked={s.analyticsDisabled} />
          Turn off analytics (pages send no records)
        </label>
        <label className="console-check">
          <input type="checkbox" name="performanceDisabled" defaultChecked={s.performanceDisabled} />
          Turn off performance records (web vitals)
        </label>
        <label>
          Days raw analytics records are kept (1 to 3650)
          <input
            name="analyticsRetentionDays"
            type="number"
            defaultValue={s.analyticsRetentionDays}
            {...describedBy(errors, 'analyticsRetentionDays')}
          />
        </label>
        <FieldError errors={errors} field="analyticsRetentionDays" />
      </fieldset>
      <OtherErrors errors={errors} fields={FIELDS} />
      <SaveBar dirty={unsaved.dirty} busy={loading} label="Save" />
    </form>
  );
}
