// Gift card codes and balance arithmetic (issue 5 §2): code alphabet and format, redemption against an amount due.
//
// A code is 16 characters from a 32-character alphabet without the look-alikes 0/O and 1/I (80 bits), shown in
// four dash-separated groups ("ABCD-EFGH-JKLM-NPQR") and stored normalised (no dashes, upper case). The alphabet
// has exactly 32 characters so each random byte maps to one character without bias (byte mod 32); the server
// passes crypto random bytes to giftCardCodeFrom, keeping this module free of any random source.

export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
export const GIFT_CARD_GROUP_LENGTH = 4;

const CODE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`);

export type GiftCardApplication = {
  /** Taken from the card for this payment. */
  appliedCents: number;
  /** Left on the card afterwards. */
  remainingBalanceCents: number;
  /** Still to pay by other means. */
  remainingDueCents: number;
};

/** What a shopper typed, as stored: spaces and dashes removed, upper case. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a normalised code has the length and alphabet of a code we issue. */
export function isGiftCardCode(normalized: string): boolean {
  return CODE.test(normalized);
}

/** Display form: normalised, then in dash-separated groups of 4: "abcd efgh-jklm npqr" → "ABCD-EFGH-JKLM-NPQR". */
export function formatGiftCardCode(raw: string): string {
  const code = normalizeGiftCardCode(raw);
  const groups: string[] = [];
  for (let i = 0; i < code.length; i += GIFT_CARD_GROUP_LENGTH) groups.push(code.slice(i, i + GIFT_CARD_GROUP_LENGTH));
  return groups.join('-');
}

/** A normalised code from at least 16 random bytes (the first 16 are used). */
export function giftCardCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < GIFT_CARD_CODE_LENGTH) {
    throw new RangeError(`A gift card code needs ${GIFT_CARD_CODE_LENGTH} random bytes, got ${bytes.length}`);
  }
  let code = '';
  for (const byte of bytes.subarray(0, GIFT_CARD_CODE_LENGTH)) code += GIFT_CARD_ALPHABET[byte % GIFT_CARD_ALPHABET.length];
  return code;
}

function assertCents(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole, non-negative number of cents, got ${n}`);
}

/**
 * Pays as much of `dueCents` as the card's balance covers: partial use leaves the rest on the card, and a card
 * larger than the amount due pays it all. Nothing goes negative; negative or fractional inputs are a RangeError.
 */
export function applyGiftCard(balanceCents: number, dueCents: number): GiftCardApplication {
  assertCents(balanceCents, 'Gift card balance');
  assertCents(dueCents, 'Amount due');
  const appliedCents = Math.min(balanceCents, dueCents);
  return { appliedCents, remainingBalanceCents: balanceCents - appliedCents, remainingDueCents: dueCents - appliedCents };
}

export const GIFT_CARD_MESSAGE_MAX = 500;
export type GiftCardRecipient = { recipientEmail?: string; message?: string };

/** The optional recipient of a gift card bought (email and a message), from what a client sent with the add. */
export function giftCardRecipient(
  raw: unknown,
  isValidEmail: (email: string) => boolean,
): { ok: true; value: GiftCardRecipient | null } | { ok: false; field: 'recipientEmail' | 'message'; reason: 'email' | 'length' } {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { ok: true, value: null };
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: true, value: null };
  const { recipientEmail, message } = value as Record<string, unknown>;
  const email = typeof recipientEmail === 'string' ? recipientEmail.trim().toLowerCase() : '';
  const text = typeof message === 'string' ? message.trim() : '';
  if (email && !isValidEmail(email)) return { ok: false, field: 'recipientEmail', reason: 'email' };
  if ([...text].length > GIFT_CARD_MESSAGE_MAX) return { ok: false, field: 'message', reason: 'length' };
  if (!email && !text) return { ok: true, value: null };
  return { ok: true, value: { ...(email ? { recipientEmail: email } : {}), ...(text ? { message: text } : {}) } };
}
