// Subscription plans in the product form (updateProduct: isSubscribable and subscriptionOptions, which replace the
// plans): each plan's billing period, number of payments (0: until cancelled) and its own price (blank: the
// variant's price).
import { useState } from 'react';
import type { BillingUnit, SubscriptionOptionInput } from '../generated/graphql.ts';
import { FieldError, type FieldMessage } from '../shared/errors.tsx';
import { minorUnits } from './editor-data.ts';
import type { EditorProduct } from './ProductEditor.tsx';

type Plan = { value: string; unit: BillingUnit; cycles: string; price: string };
const UNITS: BillingUnit[] = ['WEEK', 'MONTH', 'YEAR'];

const plansOf = (p: EditorProduct): Plan[] =>
  p.subscriptionOptions.map((o) => ({
    value: String(o.plan.billingPeriod.value),
    unit: o.plan.billingPeriod.unit,
    cycles: String(o.plan.numBillingCycles),
    price: o.price.cents === p.variants[0]?.price.cents ? '' : o.price.decimalValue,
  }));

function inputOf(plan: Plan, currency: string): SubscriptionOptionInput {
  const value = Number(plan.value);
  const cycles = Number(plan.cycles || '0');
  if (!Number.isInteger(value) || value < 1) throw new Error('Bill every 1 or more weeks, months or years.');
  if (!Number.isInteger(cycles) || cycles < 0) throw new Error('Enter the number of payments as a whole number, 0 for until cancelled.');
  let priceCents: number | undefined;
  try {
    priceCents = minorUnits(plan.price, currency);
  } catch {
    throw new Error(`Enter the plan's price as an amount in ${currency}, such as 25.00, or leave it blank.`);
  }
  return { billingPeriodValue: value, billingPeriodUnit: plan.unit, numBillingCycles: cycles, priceCents };
}

/** The plans typed, as updateProduct's isSubscribable and subscriptionOptions, or the mistake found before sending. */
export function subscriptionInput(form: FormData, currency: string) {
  const all = (name: string) => form.getAll(name).map(String);
  const units = all('planUnit');
  const cycles = all('planCycles');
  const prices = all('planPrice');
  try {
    const subscriptionOptions = all('planValue').map((value, i) =>
      inputOf({ value, unit: units[i] as BillingUnit, cycles: cycles[i] ?? '', price: prices[i] ?? '' }, currency),
    );
    return { input: { isSubscribable: form.get('isSubscribable') === 'on', subscriptionOptions } };
  } catch (error) {
    return { errors: [{ field: 'input.subscriptionOptions', message: (error as Error).message }] };
  }
}

/** `onChange`: a plan was added or removed (the form's own input events tell of the rest). */
export function SubscriptionFields({
  product,
  errors,
  onChange,
}: {
  product: EditorProduct;
  errors: FieldMessage[];
  onChange: () => void;
}) {
  const [plans, setPlans] = useState(() => plansOf(product).map((plan, key) => ({ key, plan })));
  const currency = currencyOf(product);
  const setAll = (next: typeof plans) => {
    setPlans(next);
    onChange();
  };
  const nextKey = plans.reduce((max, p) => Math.max(max, p.key + 1), 0);
  return (
    <section className="editor-form editor-section" aria-labelledby="plans-title">
      <h2 id="plans-title">Subscription plans</h2>
      <label className="console-check">
        <input type="checkbox" name="isSubscribable" defaultChecked={product.isSubscribable} /> Shoppers may subscribe
      </label>
      {plans.map(({ key, plan: p }, i) => (
        <fieldset key={key}>
          <legend>Plan {i + 1}</legend>
          <label>
            Bill every
            <input type="number" name="planValue" min={1} defaultValue={p.value} />
          </label>
          <label>
            Period
            <select name="planUnit" defaultValue={p.unit}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {u.toLowerCase()}
                </option>
              ))}
            </select>
          </label>
          <label>
            Payments in all (0: until cancelled)
            <input type="number" name="planCycles" min={0} defaultValue={p.cycles} />
          </label>
          <label>
            Plan price in {currency} (blank: the variant's price)
            <input inputMode="decimal" name="planPrice" defaultValue={p.price} />
          </label>
          <button type="button" className="console-secondary" onClick={() => setAll(plans.filter((q) => q.key !== key))}>
            Remove plan {i + 1}
          </button>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="console-secondary"
          onClick={() => setAll([...plans, { key: nextKey, plan: { value: '1', unit: 'MONTH', cycles: '0', price: '' } }])}
        >
          Add a plan
        </button>
      </p>
      <FieldError errors={errors} field="input.subscriptionOptions" />
    </section>
  );
}

/** The currency the product's prices are in. */
export const currencyOf = (product: EditorProduct) => product.variants[0]?.price.currencyCode ?? 'USD';
