// Create or edit a coupon: the kind chooses which amount is asked (a percentage, sent in basis points, or an amount
// in the store currency, sent in minor units); every refusal shows next to its field.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  type ConsoleCouponFragment,
  ConsoleCouponsDocument,
  ConsoleCreateCouponDocument,
  ConsoleUpdateCouponDocument,
  type CouponKind,
} from '../generated/graphql.ts';
import { DateTimeField } from '../shared/DateTimeField.tsx';
import { useWebsiteTimeZone } from '../shared/use-date-format.ts';
import { percentFromBps } from './amounts.ts';
import { COUPON_FIELDS, COUPON_KINDS, readCouponForm } from './coupon-input.ts';
import { EditForm } from './EditForm.tsx';
import { Field, KindField } from './Field.tsx';
import { useFormSave } from './parts.tsx';

const DATES = [
  ['Starts', 'startsAt', 'Empty: at once.'],
  ['Expires', 'expiresAt', 'Empty: never.'],
] as const;

type Props = { coupon?: ConsoleCouponFragment; currency: string; onDone: (message: string) => void; onCancel?: () => void };

export function CouponForm({ coupon, currency, onDone, onCancel }: Props) {
  const [kind, setKind] = useState<CouponKind>(coupon?.kind ?? 'PERCENTAGE');
  const timeZone = useWebsiteTimeZone();
  const options = { refetchQueries: [ConsoleCouponsDocument], awaitRefetchQueries: true };
  const [create, creating] = useMutation(ConsoleCreateCouponDocument, options);
  const [update, updating] = useMutation(ConsoleUpdateCouponDocument, options);
  const save = useFormSave({
    what: 'Coupon',
    editing: Boolean(coupon),
    read: (form) => readCouponForm(form, kind, currency, timeZone),
    save: async (input) =>
      coupon
        ? (await update({ variables: { id: coupon.id, input } })).data?.updateCoupon
        : (await create({ variables: { input } })).data?.createCoupon,
    name: (input) => `${input.code?.toUpperCase()}`,
    reset: () => setKind('PERCENTAGE'),
    onDone,
  });
  const { errors } = save;
  return (
    <EditForm
      what="coupon"
      entry={coupon?.code}
      busy={creating.loading || updating.loading}
      save={save}
      fields={COUPON_FIELDS}
      onCancel={onCancel}
    >
      <Field
        label="Code"
        name="code"
        field="input.code"
        errors={errors}
        defaultValue={coupon?.code}
        hint="Letters, digits, - and _; shoppers may type it in any case."
      />
      <KindField kinds={COUPON_KINDS} value={kind} onChange={setKind} errors={errors} />
      {kind === 'PERCENTAGE' && (
        <Field
          label="Percent off (%)"
          name="percentOff"
          inputMode="decimal"
          field="input.percentOffBps"
          errors={errors}
          defaultValue={coupon?.percentOffBps ? percentFromBps(coupon.percentOffBps) : ''}
          hint="Such as 15 or 12.5."
        />
      )}
      {kind === 'FIXED_AMOUNT' && (
        <Field
          label={`Amount off (${currency})`}
          name="amountOff"
          inputMode="decimal"
          field="input.amountOffCents"
          errors={errors}
          defaultValue={coupon?.amountOff?.decimalValue ?? ''}
          hint="Such as 10.00."
        />
      )}
      <Field
        label={`Minimum subtotal (${currency})`}
        name="minSubtotal"
        inputMode="decimal"
        field="input.minSubtotalCents"
        errors={errors}
        defaultValue={coupon?.minSubtotal.decimalValue ?? '0'}
        hint="0: any subtotal."
      />
      {DATES.map(([label, name, hint]) => (
        <DateTimeField key={name} label={label} name={name} field={`input.${name}`} errors={errors} value={coupon?.[name]} hint={hint} />
      ))}
      <Field
        label="Usage limit (orders)"
        name="usageLimit"
        inputMode="numeric"
        field="input.usageLimit"
        errors={errors}
        defaultValue={coupon?.usageLimit ?? ''}
        hint="Empty: no limit."
      />
      <label className="console-check">
        <input type="checkbox" name="active" defaultChecked={coupon?.active ?? true} />
        Active (switched off coupons never apply)
      </label>
    </EditForm>
  );
}
