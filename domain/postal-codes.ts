// Postal code rules (spec §5 "Postal codes"): which part of a postal code is checked per country, and its label.
//
// `normalized` is the checked part, upper-cased: the key that shipping zones and tax rules look at. It does not
// replace what the shopper typed on the address (a UK label still needs the whole "SW1A 1AA").
// - US (and the territories that use ZIP codes: PR, VI, GU, AS, MP, MH, FM, PW): 5 digits. ZIP+4 ("12345-6789",
//   "12345 6789", "123456789") is accepted and normalised to its 5-digit ZIP.
// - FOUR_DIGIT_COUNTRIES ("Norway and Australia-style"): exactly 4 digits.
// - CA: only the first 3 characters, the FSA, are checked: letter, digit, letter, the first letter not D F I O Q U
//   W Z; 'An FSA code is invalid.' otherwise. The local delivery unit after it is ignored.
// - GB and the crown dependencies GG, JE, IM: only the outcode (1–4 characters: A9, A99, A9A, AA9, AA99, AA9A, or
//   GIR) is checked and kept; it is the part before the space, or everything but the last 3 characters.
// - IE: only the first 3 characters of the Eircode, the routing key (letter and 2 digits, or D6W).
// - Any other country ("another country up to 3 digits"): spaces and dashes are dropped and the first 3 characters
//   (fewer if the code is shorter) are checked and kept. A code that starts with a digit is numeric-looking, so
//   those characters must all be digits ("12A45" fails); a code that starts with a letter ("VLT 1117") needs only
//   letters and digits.
// Anything else, including an empty code, is 'Invalid postal code.'.

import { INVALID_FSA_MESSAGE, INVALID_POSTAL_CODE_MESSAGE, POSTAL_CODE_LABEL } from './messages.ts';

export type PostalCodeResult = { ok: true; normalized: string } | { ok: false; message: string };

export const ZIP_CODE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP', 'MH', 'FM', 'PW']);

/** Countries whose postal codes are exactly 4 digits. */
export const FOUR_DIGIT_COUNTRIES: ReadonlySet<string> = new Set(
  'AL AM AT AU BD BE BG CH CY DK GE GL HU LI LU MK MZ NO NZ PH SI TN VE ZA'.split(' '),
);

export const UK_POSTCODE_COUNTRIES: ReadonlySet<string> = new Set(['GB', 'GG', 'JE', 'IM']);

/** Countries without a postal code system; an address there needs none. */
export const NO_POSTAL_CODE_COUNTRIES: ReadonlySet<string> = new Set(
  'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN KP LC ML MO MR MW NR NU QA RW SB SC SL SO SR ST SY TD TF TG TK TL TO TV UG VU YE ZW'.split(
    ' ',
  ),
);

const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;
const FOUR_DIGITS = /^\d{4}$/;
const FSA = /^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/;
const UK_OUTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)$/;
const EIRCODE_ROUTING_KEY = /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)$/;
const UK_INWARD_LENGTH = 3;

const ok = (normalized: string): PostalCodeResult => ({ ok: true, normalized });
const invalid = (message = INVALID_POSTAL_CODE_MESSAGE): PostalCodeResult => ({ ok: false, message });

/** Whether addresses in the country carry a postal code. */
export function usesPostalCodes(country: string): boolean {
  return !NO_POSTAL_CODE_COUNTRIES.has(country.trim().toUpperCase());
}

function ukOutcode(code: string): string {
  const [first = '', ...rest] = code.split(/\s+/);
  if (rest.length > 0) return first;
  return code.length > UK_INWARD_LENGTH + 1 ? code.slice(0, -UK_INWARD_LENGTH) : code;
}

function otherCountry(code: string): PostalCodeResult {
  const compact = code.replace(/[\s-]/g, '');
  if (!/^[A-Z\d]+$/.test(compact)) return invalid();
  const head = compact.slice(0, 3);
  if (/^\d/.test(compact) && !/^\d+$/.test(head)) return invalid();
  return ok(head);
}

/** Checks a postal code by the country's rule; see the file header for each rule and what `normalized` keeps. */
export function validatePostalCode(country: string, postalCode: string): PostalCodeResult {
  const cc = country.trim().toUpperCase();
  const code = postalCode.trim().toUpperCase().replace(/\s+/g, ' ');
  if (code === '') return invalid();
  if (ZIP_CODE_COUNTRIES.has(cc)) {
    const zip = ZIP.exec(code)?.[1];
    return zip ? ok(zip) : invalid();
  }
  if (FOUR_DIGIT_COUNTRIES.has(cc)) return FOUR_DIGITS.test(code) ? ok(code) : invalid();
  if (cc === 'CA') {
    const fsa = code.replace(/\s/g, '').slice(0, 3);
    return FSA.test(fsa) ? ok(fsa) : invalid(INVALID_FSA_MESSAGE);
  }
  if (UK_POSTCODE_COUNTRIES.has(cc)) {
    const outcode = ukOutcode(code);
    return UK_OUTCODE.test(outcode) ? ok(outcode) : invalid();
  }
  if (cc === 'IE') {
    const routingKey = code.replace(/\s/g, '').slice(0, 3);
    return EIRCODE_ROUTING_KEY.test(routingKey) ? ok(routingKey) : invalid();
  }
  return otherCountry(code);
}

/** 'ZIP code' for the US, 'Postcode' for GB, AU, NZ and IE, 'Postal code' elsewhere. */
export function postalCodeLabel(country: string): string {
  const cc = country.trim().toUpperCase();
  if (cc === 'US') return POSTAL_CODE_LABEL.zipCode;
  if (cc === 'GB' || cc === 'AU' || cc === 'NZ' || cc === 'IE') return POSTAL_CODE_LABEL.postcode;
  return POSTAL_CODE_LABEL.postalCode;
}
