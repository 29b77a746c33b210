// Checks what the shopper typed at checkout before anything is charged: the contact email (spec §5 email rule), the
// customer's full name (required) and phone (optional: domain/customer-contact.ts), the shipping address for carts that
// ship (postal codes, subdivisions), the billing address, the shipping option. A blank required field is refused with a
// sentence naming it (CHECKOUT_BLANK_MESSAGES), for clients that show the message as it comes.
import { type Address, subdivisionLabel, validateAddress } from '../../../domain/address.ts';
import { customerNameError, phoneError } from '../../../domain/customer-contact.ts';
import { isValidEmail, normalizeEmail } from '../../../domain/email.ts';
import {
  CHECKOUT_BLANK_MESSAGES,
  checkoutBlankRegionMessage,
  EMAIL_FORMAT_EXAMPLE,
  REQUIRED_MESSAGE,
  siteFormEmailInvalidMessage,
} from '../../../domain/messages.ts';
import type { UserError } from '../user-errors.ts';

export type CheckoutContact = {
  email: string;
  name: string;
  phone?: string | null;
  shippingAddress?: Address | null;
  billingAddress?: Address | null;
};

/** An address field's sentence: the address rule's own, or for a blank field the sentence naming it. */
function addressMessage(address: Address, field: string, message: string): string {
  if (message !== REQUIRED_MESSAGE) return message;
  if (field === 'region') return checkoutBlankRegionMessage(subdivisionLabel(address.country));
  return CHECKOUT_BLANK_MESSAGES[field as keyof typeof CHECKOUT_BLANK_MESSAGES] ?? message;
}

const addressErrors = (prefix: string, address: Address): UserError[] =>
  Object.entries(validateAddress(address)).map(([field, message]) => ({
    code: 'INVALID_ADDRESS',
    message: addressMessage(address, field, message as string),
    field: `${prefix}.${field}`,
  }));

/** Field errors of the contact details; an empty list when they are fine. */
export function checkContact(input: CheckoutContact, requiresShipping: boolean): UserError[] {
  const errors: UserError[] = [];
  const email = normalizeEmail(input.email);
  if (!email) errors.push({ code: 'INVALID_EMAIL', message: CHECKOUT_BLANK_MESSAGES.email, field: 'email' });
  else if (!isValidEmail(email))
    errors.push({ code: 'INVALID_EMAIL', message: siteFormEmailInvalidMessage(EMAIL_FORMAT_EXAMPLE), field: 'email' });
  const name = customerNameError(input.name, CHECKOUT_BLANK_MESSAGES.name);
  if (name) errors.push({ code: 'INVALID_INPUT', message: name, field: 'name' });
  const phone = phoneError(input.phone);
  if (phone) errors.push({ code: 'INVALID_INPUT', message: phone, field: 'phone' });
  if (requiresShipping) {
    if (!input.shippingAddress)
      errors.push({ code: 'INVALID_ADDRESS', message: CHECKOUT_BLANK_MESSAGES.shippingAddress, field: 'shippingAddress' });
    else errors.push(...addressErrors('shippingAddress', input.shippingAddress));
  }
  if (input.billingAddress) errors.push(...addressErrors('billingAddress', input.billingAddress));
  return errors;
}
