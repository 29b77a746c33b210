// Dates and words of the console's lists (token created, order placed…), and API enum values as words.

const formats = new Map<string, Intl.DateTimeFormat>();

/** The most time zones whose formats are kept (an owner switching zones in settings makes a new one). */
const MAX_FORMATS = 20;

/**
 * A DateTime in `timeZone` (the website's), its zone named, as every time in the console is: "Nov 28, 2026, 2:14 AM
 * PST" ('—' for none). An unknown zone (never stored: settings refuse one) falls back to UTC, named so.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string) {
  if (!iso) return '—';
  let format = formats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    if (formats.size >= MAX_FORMATS) formats.clear();
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** An API enum value as words: PAST_DUE → "Past due", GIFT_CARD → "Gift card". */
export const enumWords = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/** A variant's options as "Size: M, Color: Black"; `none` when it has none. */
export const optionWords = (attributes: { name: string; value: string }[], none = '—') =>
  attributes.map((a) => `${a.name}: ${a.value}`).join(', ') || none;
