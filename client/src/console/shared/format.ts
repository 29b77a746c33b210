// Dates and words of the console's lists (token created, order placed…), and API enum values as words.

const formats = new Map<string, Intl.DateTimeFormat>();

/** A DateTime in the browser's locale and time zone, or in `timeZone` (the website's) when given; '—' for none. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string) {
  if (!iso) return '—';
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** An API enum value as words: PAST_DUE → "Past due", GIFT_CARD → "Gift card". */
export const enumWords = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/** A variant's options as "Size: M, Color: Black"; `none` when it has none. */
export const optionWords = (attributes: { name: string; value: string }[], none = '—') =>
  attributes.map((a) => `${a.name}: ${a.value}`).join(', ') || none;
