// Subscription options: the product's plans as a choice, each with its price text ("$18.00 every month").
import { useId } from 'react';

export type SubscriptionOptionsProps = {
  options: { id: string; priceText: string; plan: { name: string } }[];
  /** The chosen plan's option id; the first is chosen at first. */
  value: string | null;
  onChange: (optionId: string) => void;
};

export function SubscriptionOptions({ options, value, onChange }: SubscriptionOptionsProps) {
  const name = useId();
  if (options.length === 0) return null;
  const chosen = value ?? options[0]?.id;
  return (
    <fieldset className="subscription-options">
      <legend>Subscription</legend>
      {options.map((option) => (
        <label key={option.id} className="subscription-options__plan">
          <input type="radio" name={name} value={option.id} checked={chosen === option.id} onChange={() => onChange(option.id)} />
          <span className="subscription-options__name">{option.plan.name}</span>
          <span className="subscription-options__price">{option.priceText}</span>
        </label>
      ))}
    </fieldset>
  );
}
