// Refusals in the owner's words (docs/console.md "When something fails"): the API names a refused field by its path
// (`input.title`, `input.variants.0.priceCents`) and its INVALID_INPUT messages start with that path
// ("input.title cannot be blank."); the console shows the field's label instead ("Name cannot be blank.",
// "Price (variant 1) is required."), never a path.

/** Labels where the console's words differ from the field's name, by the field's last name (or `parent.name`). */
const LABELS: Record<string, string> = {
  title: 'Name',
  body: 'Description',
  excerpt: 'Excerpt',
  urlSlug: 'URL slug',
  qtyInStock: 'Stock',
  unlimited: 'Unlimited stock',
  sku: 'SKU',
  weightGrams: 'Weight',
  mainImageId: 'Image',
  collectionId: 'Collection',
  productType: 'Type',
  status: 'Publish state',
  publishOn: 'Publish on',
  additionalFieldsFormId: 'Product form',
  customAddButtonText: 'Add button text',
  isSubscribable: 'Sold as a subscription',
  siteKey: 'Site key',
  apiKey: 'API key',
  url: 'Address',
  email: 'Email',
  roleCode: 'Role',
  ownerId: 'Owner',
  timeZone: 'Time zone',
  checkoutMinimumCents: 'Checkout minimum',
  analyticsRetentionDays: 'Days raw analytics records are kept',
  countryCode: 'Country',
  regionCode: 'Region',
  postalCode: 'Postal code',
  freeOverCents: 'Free over',
  startsAt: 'Starts',
  expiresAt: 'Ends',
  amountCents: 'Amount',
  percentOff: 'Percentage',
  sendRequests: 'Variants to send',
};

/** Plural list names as one of their entries ("variants" → "variant"). */
const singular = (name: string) => words(name).replace(/ies$/, 'y').replace(/s$/, '');

/** A field's name in words: "salePriceCents" → "Sale price", "publishOn" → "Publish on", "altText" → "Alt text". */
function words(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const spaced = name
    .replace(/(Cents|Id|Ids)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase()
    .trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The label of a field named by its API path: the last name in words, and which entry of a list it is in:
 * "input.variants.0.priceCents" → "Price (variant 1)"; "input.title" → "Name"; "email" → "Email".
 */
export function fieldLabel(path: string): string {
  const parts = path.split('.').filter((p) => p !== 'input');
  const last = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? 'body';
  const at = parts.lastIndexOf(last);
  const entries = parts
    .slice(0, at)
    .map((p, i, all) => (/^\d+$/.test(p) && all[i - 1] ? `${singular(all[i - 1] as string).toLowerCase()} ${Number(p) + 1}` : null))
    .filter(Boolean);
  return entries.length > 0 ? `${words(last)} (${entries.join(', ')})` : words(last);
}

/** A path at the start of a message, then the rest of its sentence in lower case: "input.title cannot be blank.",
 * "input.variants.0.priceCents is required.", "email: …" (a path starts in lower case; a sentence's "Note: …" or
 * "This URL slug already exists" does not). */
const LEADING_PATH = /^((?:input|body|[a-z][A-Za-z0-9]*)(?:\.[A-Za-z0-9_]+)*)(: | (?=[a-z]))/;

/** The API's message for a refused field, with the field's label in place of its path. */
export function ownerMessage(message: string): string {
  const match = LEADING_PATH.exec(message);
  if (!match) return message;
  const [whole, path = '', joint] = match;
  const label = fieldLabel(path);
  const rest = message.slice(whole.length);
  return joint === ': ' ? `${label}: ${rest.charAt(0).toUpperCase()}${rest.slice(1)}` : `${label} ${rest}`;
}
