// Variant picker (spec §2, §9): each product option in the store's order. An option of a few values (up to
// MAX_OPTION_BUTTONS) is a group of buttons — radio buttons in a fieldset named by the option, the chosen one shown
// and announced as checked — and one of many values a labelled dropdown starting at 'Select {option}'. A value no
// variant has with the other choices reads '{value} (Unavailable)' (struck through on its button). Both post with the
// purchase form before the script runs.
import { useId } from 'react';
import { OPTION_FIELD_PREFIX } from '../../../domain/cart-form.ts';
import { DEFAULT_TEXT, unavailableOptionText } from '../../../domain/messages.ts';
import { choosesWithButtons, type ProductOption, selectPrompt } from '../../../domain/variant-selection.ts';

export type VariantPickerProps = {
  options: ProductOption[];
  selection: Record<string, string>;
  onSelect: (optionName: string, value: string) => void;
  /** Per option, the values to mark 'Unavailable'. */
  unavailableValues?: Record<string, readonly string[]>;
};

type OptionProps = {
  option: ProductOption;
  id: string;
  value: string;
  unavailable: readonly string[];
  onSelect: (optionName: string, value: string) => void;
};

function OptionButtons({ option, id, value, unavailable, onSelect }: OptionProps) {
  return (
    <fieldset className="option-buttons">
      <legend>
        {option.name}
        {value && <span className="option-buttons__chosen">: {value}</span>}
      </legend>
      <div className="option-buttons__values">
        {option.values.map((v, index) => {
          const out = unavailable.includes(v);
          return (
            <label key={v} className={out ? 'option-button option-button--unavailable' : 'option-button'} htmlFor={`${id}-${index}`}>
              <input
                id={`${id}-${index}`}
                type="radio"
                name={`${OPTION_FIELD_PREFIX}${option.name}`}
                value={v}
                checked={value === v}
                onChange={() => onSelect(option.name, v)}
              />
              <span>{v}</span>
              {out && <span className="sr-only"> ({DEFAULT_TEXT.unavailable})</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function OptionSelect({ option, id, value, unavailable, onSelect }: OptionProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{option.name}</label>
      <select id={id} name={`${OPTION_FIELD_PREFIX}${option.name}`} value={value} onChange={(e) => onSelect(option.name, e.target.value)}>
        <option value="">{selectPrompt(option.name)}</option>
        {option.values.map((v) => (
          <option key={v} value={v}>
            {unavailable.includes(v) ? unavailableOptionText(v) : v}
          </option>
        ))}
      </select>
    </div>
  );
}

export function VariantPicker({ options, selection, onSelect, unavailableValues = {} }: VariantPickerProps) {
  const id = useId();
  if (options.length === 0) return null;
  return (
    <div className="variant-picker">
      {options.map((option, index) => {
        const props = {
          option,
          id: `${id}-${index}`,
          value: selection[option.name] ?? '',
          unavailable: unavailableValues[option.name] ?? [],
          onSelect,
        };
        return choosesWithButtons(option) ? <OptionButtons key={option.name} {...props} /> : <OptionSelect key={option.name} {...props} />;
      })}
    </div>
  );
}
