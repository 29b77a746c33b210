// The gift card's denomination picker (spec §5): the amounts as one radio group, nothing chosen at first.
import type { ProductOption } from '../../../domain/variant-selection.ts';

export type DenominationPickerProps = {
  options: ProductOption[];
  selection: Record<string, string>;
  onSelect: (optionName: string, value: string) => void;
};

export function DenominationPicker({ options, selection, onSelect }: DenominationPickerProps) {
  return (
    <>
      {options.map((option) => (
        <fieldset key={option.name} className="denomination-picker">
          <legend>{option.name}</legend>
          {option.values.map((value) => (
            <label key={value} className="denomination-picker__value">
              <input
                type="radio"
                name={`denomination-${option.name}`}
                value={value}
                checked={selection[option.name] === value}
                onChange={() => onSelect(option.name, value)}
              />
              {value}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}
