// Subscription plans (updateProduct: isSubscribable and subscriptionOptions, which replace the plans): each plan's
// billing period, number of payments (0: until cancelled) and its own price (blank: the variant's price).
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { type BillingUnit, EditorUpdateProductDocument, type SubscriptionOptionInput } from '../generated/graphql.ts';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { minorUnits, runChange } from './editor-data.ts';
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

export function SubscriptionPlans({ product }: { product: EditorProduct }) {
  const [subscribable, setSubscribable] = useState(product.isSubscribable);
  const [plans, setPlans] = useState<Plan[]>(() => plansOf(product));
  const [save, { loading }] = useMutation(EditorUpdateProductDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [saved, setSaved] = useState(false);
  const currency = product.variants[0]?.price.currencyCode ?? 'USD';
  const change = (i: number, patch: Partial<Plan>) => setPlans(plans.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    let subscriptionOptions: SubscriptionOptionInput[];
    try {
      subscriptionOptions = plans.map((p) => inputOf(p, currency));
    } catch (error) {
      return setErrors([{ message: (error as Error).message }]);
    }
    const input = { isSubscribable: subscribable, subscriptionOptions };
    const answer = await runChange(
      () => save({ variables: { id: product.id, input } }),
      (d) => d?.updateProduct,
    );
    setErrors(answer.errors);
    setSaved(answer.ok);
  };
  return (
    <form className="editor-form editor-section" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="plans-title">
      <h2 id="plans-title">Subscription plans</h2>
      <label className="console-check">
        <input type="checkbox" checked={subscribable} onChange={(e) => setSubscribable(e.target.checked)} /> Shoppers may subscribe
      </label>
      {plans.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: plans have no id until saved; rows are only added or removed at the end.
        <fieldset key={i}>
          <legend>Plan {i + 1}</legend>
          <label>
            Bill every
            <input type="number" min={1} value={p.value} onChange={(e) => change(i, { value: e.target.value })} />
          </label>
          <label>
            Period
            <select value={p.unit} onChange={(e) => change(i, { unit: e.target.value as BillingUnit })}>
              {UNITS.map((u) => (
                <option key={u} value={u}>
                  {u.toLowerCase()}
                </option>
              ))}
            </select>
          </label>
          <label>
            Payments in all (0: until cancelled)
            <input type="number" min={0} value={p.cycles} onChange={(e) => change(i, { cycles: e.target.value })} />
          </label>
          <label>
            Plan price in {currency} (blank: the variant's price)
            <input inputMode="decimal" value={p.price} onChange={(e) => change(i, { price: e.target.value })} />
          </label>
          <button type="button" className="console-secondary" onClick={() => setPlans(plans.filter((_, j) => j !== i))}>
            Remove plan {i + 1}
          </button>
        </fieldset>
      ))}
      <p>
        <button
          type="button"
          className="console-secondary"
          onClick={() => setPlans([...plans, { value: '1', unit: 'MONTH', cycles: '0', price: '' }])}
        >
          Add a plan
        </button>
      </p>
      <OtherErrors errors={errors} fields={[]} />
      <button type="submit" disabled={loading}>
        {loading ? 'Saving…' : 'Save plans'}
      </button>
      {saved && <p role="status">Subscription plans saved.</p>}
    </form>
  );
}
