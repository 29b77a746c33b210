// Sending restock emails (docs/console.md "Restock"): a variant's waiting shoppers are told it is back only when it
// has stock to sell, or its stock is not counted. Otherwise the email would send them to a sold-out page: a send
// for such a variant is refused unless the owner asks to send anyway, and Send all leaves it out.
import { formatNumber } from './number-format.ts';

/** A variant's stock as the rule reads it. */
export type RestockStock = { unlimited: boolean; qtyInStock: number };

export const hasStockToAnnounce = (v: RestockStock): boolean => v.unlimited || v.qtyInStock > 0;

export const NO_STOCK_TO_ANNOUNCE_MESSAGE =
  'This variant has no stock: its shoppers would be emailed that it is back while it is sold out. Add stock first, or send anyway.';

/** The send that emails a refused variant's shoppers anyway: the same product and variant with `sendWithoutStock`.
 * Both doors hand it back with the refusal (GraphQL in `extensions.sendAnyway`, REST in the body's `sendAnyway`),
 * so a client can offer "send anyway" and send exactly it. */
export const sendAnywayRequest = (pair: { productId: string; variantId: string }) => ({
  productId: pair.productId,
  variantId: pair.variantId,
  sendWithoutStock: true as const,
});
export type SendAnywayRequest = ReturnType<typeof sendAnywayRequest>;

const emails = (n: number) => (n === 1 ? '1 email' : `${formatNumber(n, { fractionDigits: 0 })} emails`);
const variants = (n: number) => (n === 1 ? '1 variant' : `${formatNumber(n, { fractionDigits: 0 })} variants`);

/** What a send did, in the owner's words: "Queued 3 emails for Wool Beanie (Color: Grey)." */
export const queuedText = (queued: number, what: string): string => `Queued ${emails(queued)} ${what}.`;

/** What Send all left out: "2 variants with shoppers waiting have no stock and were left out." */
export const leftOutText = (withoutStock: number): string =>
  `${variants(withoutStock)} with shoppers waiting ${withoutStock === 1 ? 'has' : 'have'} no stock and ${withoutStock === 1 ? 'was' : 'were'} left out.`;
