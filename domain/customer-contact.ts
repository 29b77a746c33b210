// Who an order is for (spec is silent; as a shop's checkout asks): the customer's full name, required, and a phone
// number for the delivery, optional. Checked the same way in the browser and on the server.
import { REQUIRED_MESSAGE } from './messages.ts';

export const MAX_CUSTOMER_NAME_LENGTH = 200;
export const MAX_PHONE_LENGTH = 30;
export const CUSTOMER_NAME_TOO_LONG_MESSAGE = `A name can be at most ${MAX_CUSTOMER_NAME_LENGTH} characters.`;
export const PHONE_INVALID_MESSAGE = 'Enter a phone number: digits, with + ( ) - . or spaces between them.';

/** Digits, with a leading +, and ( ) - . or spaces between them: 5 to 20 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

/** The name's problem ('' is refused: with `blank`, the checkout screen's 'Required' by default), or null. */
export function customerNameError(name: string | null | undefined, blank: string = REQUIRED_MESSAGE): string | null {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return blank;
  return [...trimmed].length > MAX_CUSTOMER_NAME_LENGTH ? CUSTOMER_NAME_TOO_LONG_MESSAGE : null;
}

/** The phone's problem (none given is fine), or null. */
export function phoneError(phone: string | null | undefined): string | null {
  const trimmed = (phone ?? '').trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/\D/g, '').length;
  return trimmed.length <= MAX_PHONE_LENGTH && PHONE.test(trimmed) && digits >= 5 && digits <= 20 ? null : PHONE_INVALID_MESSAGE;
}

/** The phone as stored: trimmed, or null for none. */
export const storedPhone = (phone: string | null | undefined): string | null => (phone ?? '').trim() || null;
