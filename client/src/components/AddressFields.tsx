// The address form (spec §3 Address, §5 Postal codes): country, address, address 2 (optional), city, the
// subdivision (a list labelled per country: state, province, county, region…; free text where there is no list) and
// the postal code labelled per country (ZIP code, postcode…), checked when the shopper leaves it.
import type { AddressField } from '../../../domain/address.ts';
import { COUNTRIES, subdivisionLabel, subdivisionsOf } from '../../../domain/address.ts';
import { CHECKOUT_TEXT } from '../../../domain/checkout-text.ts';
import { ADDRESS_FIELD_LABEL, chooseSubdivisionText } from '../../../domain/messages.ts';
import { postalCodeLabel, usesPostalCodes } from '../../../domain/postal-codes.ts';
import type { AddressDraft, AddressPrefix, FieldErrors } from '../lib/checkout-draft.ts';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

const COUNTRY_CHOICES = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

export type AddressFieldsProps = {
  legend: string;
  prefix: AddressPrefix;
  /** The autocomplete section: 'shipping' or 'billing'. */
  section: 'shipping' | 'billing';
  value: AddressDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<AddressDraft>) => void;
  /** The shopper left a field (the postal code is checked then). */
  onLeave?: (field: AddressField) => void;
};

export function AddressFields({ legend, prefix, section, value, errors, onChange, onLeave }: AddressFieldsProps) {
  const subdivisions = subdivisionsOf(value.country);
  const regionLabel = subdivisionLabel(value.country);
  const error = (field: AddressField) => errors[`${prefix}.${field}`] ?? null;
  const text = (field: AddressField, label: string, autoComplete: string, required = true) => (
    <TextField
      label={label}
      name={`${prefix}.${field}`}
      autoComplete={`${section} ${autoComplete}`}
      required={required}
      value={value[field]}
      onChange={(e) => onChange({ [field]: e.target.value })}
      onBlur={() => onLeave?.(field)}
      error={error(field)}
    />
  );

  return (
    <fieldset className="checkout-section address-fields">
      <legend>{legend}</legend>
      <SelectField
        label={ADDRESS_FIELD_LABEL.country}
        name={`${prefix}.country`}
        value={value.country}
        choices={COUNTRY_CHOICES}
        autoComplete={`${section} country`}
        required
        onChange={(country) => onChange({ country, region: '' })}
        error={error('country')}
      />
      {text('address', ADDRESS_FIELD_LABEL.address, 'address-line1')}
      {text('address2', `${ADDRESS_FIELD_LABEL.address2} ${CHECKOUT_TEXT.optional}`, 'address-line2', false)}
      {text('city', ADDRESS_FIELD_LABEL.city, 'address-level2')}
      {subdivisions.length > 0 ? (
        <SelectField
          label={regionLabel}
          name={`${prefix}.region`}
          value={value.region}
          choices={subdivisions.map((s) => ({ value: s.code, label: s.name }))}
          placeholder={chooseSubdivisionText(regionLabel)}
          autoComplete={`${section} address-level1`}
          required
          onChange={(region) => onChange({ region })}
          error={error('region')}
        />
      ) : (
        text('region', `${regionLabel} ${CHECKOUT_TEXT.optional}`, 'address-level1', false)
      )}
      {usesPostalCodes(value.country) && text('postalCode', postalCodeLabel(value.country), 'postal-code')}
    </fieldset>
  );
}
