// Subscription options: the product's plans as a choice, each with its price text ("$18.00 every month").
import { useId } from 'react';

export type SubscriptionOptionsProps = {
  options: { id: string; priceText: string; plan: { name: string } }[];
};

export function SubscriptionOptions({ options }: SubscriptionOptionsProps) {
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset className="subscription-options">
      <legend>Subscription</legend>
      {options.map((option, index) => (
        <label key={option.id} className="subscription-options__plan">
          <input type="radio" name={name} value={option.id} defaultChecked={index === 0} />
          <span className="subscription-options__name">{option.plan.name}</span>
          <span className="subscription-options__price">{option.priceText}</span>
        </label>
      ))}
    </fieldset>
  );
}
