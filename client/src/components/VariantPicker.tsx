// Variant picker (spec §2, §9): one labelled dropdown per product option, in the store's order, starting at
// 'Select {option}'; a value no variant has with the other choices reads '{value} (Unavailable)'.
import { useId } from 'react';
import { OPTION_FIELD_PREFIX } from '../../../domain/cart-form.ts';
import { unavailableOptionText } from '../../../domain/messages.ts';
import { type ProductOption, selectPrompt } from '../../../domain/variant-selection.ts';

export type VariantPickerProps = {
  options: ProductOption[];
  selection: Record<string, string>;
  onSelect: (optionName: string, value: string) => void;
  /** Per option, the values to mark 'Unavailable'. */
  unavailableValues?: Record<string, readonly string[]>;
};

export function VariantPicker({ options, selection, onSelect, unavailableValues = {} }: VariantPickerProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="variant-picker">
      {options.map((option, index) => {
        const selectId = `${id}-${index}`;
        return (
          <div className="field" key={option.name}>
            <label htmlFor={selectId}>{option.name}</label>
            <select
              id={selectId}
              name={`${OPTION_FIELD_PREFIX}${option.name}`}
              value={selection[option.name] ?? ''}
              onChange={(e) => onSelect(option.name, e.target.value)}
            >
              <option value="">{selectPrompt(option.name)}</option>
              {option.values.map((value) => (
                <option key={value} value={value}>
                  {unavailableValues[option.name]?.includes(value) ? unavailableOptionText(value) : value}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}
