// Postal address (spec §3 Address): fields, subdivision lists and labels per country, validation and one-line display.
//
// Subdivision lists come from country-region-data (ISO 3166-2 codes), for the countries the spec names:
// - US: the 50 states, DC, the inhabited territories and the armed forces regions AA, AE, AP (all in the data).
// - ES: the 50 provinces plus Ceuta and Melilla; the data's three autonomous-community entries that are not
//   provinces (AN Andalucía, AR Aragón, CN Canarias) are dropped.
// - GB: the data lists ~200 council areas; the spec asks for the UK nations, so those are ours: ENG, SCT, WLS, NIR.
// - CA, AU, NZ, IE (counties), FR (regions, overseas included), DE, NL, NO, SE: as the data has them.
// `region` holds the subdivision code (as on ShippingLocation and TaxRule). When a country has a list, the region
// is required and must be one of it (its code or its name, any case); elsewhere it is free text and optional.

import { AU, CA, countryTuples, DE, ES, FR, IE, NL, NO, NZ, SE, US } from 'country-region-data';
import { INVALID_COUNTRY_MESSAGE, invalidSubdivisionMessage, REQUIRED_MESSAGE, SUBDIVISION_LABEL } from './messages.ts';
import { usesPostalCodes, validatePostalCode } from './postal-codes.ts';

export type Address = {
  address: string;
  address2?: string | null;
  city: string;
  /** State, province, territory, county or region: a subdivision code where the country has a list. */
  region?: string | null;
  postalCode?: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
};
export type AddressField = 'address' | 'address2' | 'city' | 'region' | 'postalCode' | 'country';
export type AddressErrors = Partial<Record<AddressField, string>>;
export type Subdivision = { code: string; name: string };
export type Country = { code: string; name: string };

/** Every ISO country, for the country picker. */
export const COUNTRIES: readonly Country[] = countryTuples.map(([name, code]) => ({ code, name }));
const COUNTRY_CODES: ReadonlySet<string> = new Set(COUNTRIES.map((c) => c.code));

const SPAIN_NOT_PROVINCES = new Set(['AN', 'AR', 'CN']);
const UK_NATIONS: readonly Subdivision[] = [
  { code: 'ENG', name: 'England' },
  { code: 'SCT', name: 'Scotland' },
  { code: 'WLS', name: 'Wales' },
  { code: 'NIR', name: 'Northern Ireland' },
];

type CountryData = readonly [string, string, readonly (readonly [string, string])[]];
const fromData = ([, , regions]: CountryData): Subdivision[] => regions.map(([name, code]) => ({ code, name }));

const SUBDIVISIONS: Readonly<Record<string, readonly Subdivision[]>> = {
  US: fromData(US),
  CA: fromData(CA),
  AU: fromData(AU),
  NZ: fromData(NZ),
  IE: fromData(IE),
  ES: fromData(ES).filter((s) => !SPAIN_NOT_PROVINCES.has(s.code)),
  FR: fromData(FR),
  DE: fromData(DE),
  NL: fromData(NL),
  NO: fromData(NO),
  SE: fromData(SE),
  GB: UK_NATIONS,
};

const LABELS: Readonly<Record<string, string>> = {
  US: SUBDIVISION_LABEL.state,
  DE: SUBDIVISION_LABEL.state,
  AU: SUBDIVISION_LABEL.stateOrTerritory,
  CA: SUBDIVISION_LABEL.province,
  ES: SUBDIVISION_LABEL.province,
  NL: SUBDIVISION_LABEL.province,
  IE: SUBDIVISION_LABEL.county,
  NO: SUBDIVISION_LABEL.county,
  SE: SUBDIVISION_LABEL.county,
};

const countryCode = (country: string) => country.trim().toUpperCase();
const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

export function isCountryCode(country: string): boolean {
  return COUNTRY_CODES.has(countryCode(country));
}

/** The country's subdivision list, or [] when the spec names no list for it (the region is then free text). */
export function subdivisionsOf(country: string): readonly Subdivision[] {
  return SUBDIVISIONS[countryCode(country)] ?? [];
}

/**
 * 'State' (US, DE), 'State/territory' (AU), 'Province' (CA, ES, NL), 'County' (IE, NO fylke, SE län),
 * 'Region' elsewhere (FR, NZ, the UK nations, free-text regions).
 */
export function subdivisionLabel(country: string): string {
  return LABELS[countryCode(country)] ?? SUBDIVISION_LABEL.region;
}

/** The listed subdivision matching a code or name (any case, surrounding spaces ignored), or null. */
export function findSubdivision(country: string, value: string): Subdivision | null {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return null;
  return subdivisionsOf(country).find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted) ?? null;
}

/**
 * Field errors, empty when the address is valid: address, city and country are required; the postal code is
 * required where the country uses postal codes and must pass its §5 rule whenever given; the region is required
 * and must be listed where the country has a list.
 */
export function validateAddress(address: Address): AddressErrors {
  const errors: AddressErrors = {};
  if (blank(address.address)) errors.address = REQUIRED_MESSAGE;
  if (blank(address.city)) errors.city = REQUIRED_MESSAGE;
  if (blank(address.country)) errors.country = REQUIRED_MESSAGE;
  else if (!isCountryCode(address.country)) errors.country = INVALID_COUNTRY_MESSAGE;
  if (errors.country) return errors;

  const postalCode = address.postalCode ?? '';
  if (blank(postalCode)) {
    if (usesPostalCodes(address.country)) errors.postalCode = REQUIRED_MESSAGE;
  } else {
    const result = validatePostalCode(address.country, postalCode);
    if (!result.ok) errors.postalCode = result.message;
  }

  if (subdivisionsOf(address.country).length > 0) {
    const region = address.region ?? '';
    if (blank(region)) errors.region = REQUIRED_MESSAGE;
    else if (!findSubdivision(address.country, region)) errors.region = invalidSubdivisionMessage(subdivisionLabel(address.country));
  }
  return errors;
}

/** The parts in reading order: address, address 2, city, region, postal code, country. */
export function addressParts(address: Address): string[] {
  return [address.address, address.address2, address.city, address.region, address.postalCode, address.country].map((p) =>
    (p ?? '').trim(),
  );
}

/** Spec §5/§9: non-empty trimmed parts joined with commas. */
export function joinAddress(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}

/** An address on one line: "1 Main St, Springfield, IL, 62701, US". */
export function formatAddressLines(address: Address): string {
  return joinAddress(addressParts(address));
}
