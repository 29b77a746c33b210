// Dates and words of the console's lists (token created, order placed…), and API enum values as words.
import { tzOffset } from '@date-fns/tz';
import { knownTimeZone } from '../../../../domain/zoned-time.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The most time zones whose formats are kept (an owner switching zones in settings makes a new one). */
const MAX_FORMATS = 20;

/** The console's one format of times in `timeZone`; an unknown zone (never stored: settings refuse one) is UTC's. */
function formatIn(timeZone: string) {
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
  return format;
}

/**
 * A DateTime in `timeZone` (the website's), its zone named, as every time in the console is: "Nov 28, 2026, 2:14 AM
 * PST" ('—' for none). An unknown zone falls back to UTC, named so.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string) {
  if (!iso) return '—';
  return formatIn(timeZone).format(new Date(iso));
}

/**
 * The zone as date-and-time inputs name it: its name in the settings and the names shown times carry in it,
 * standard time first: "America/Los_Angeles (PST/PDT)", "Asia/Kolkata (GMT+5:30)", "UTC".
 */
export function zoneWords(timeZone: string, year = new Date().getUTCFullYear()) {
  const format = formatIn(timeZone);
  const zone = knownTimeZone(timeZone);
  const nameAt = (month: number) => {
    const at = Date.UTC(year, month, 1, 12);
    return { name: format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? zone, offset: tzOffset(zone, new Date(at)) };
  };
  const names = [...new Set([nameAt(0), nameAt(6)].sort((a, b) => a.offset - b.offset).map((n) => n.name))].join('/');
  return names === zone ? zone : `${zone} (${names})`;
}

/** An API enum value as words: PAST_DUE → "Past due", GIFT_CARD → "Gift card". */
export const enumWords = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/** A variant's options as "Size: M, Color: Black"; `none` when it has none. */
export const optionWords = (attributes: { name: string; value: string }[], none = '—') =>
  attributes.map((a) => `${a.name}: ${a.value}`).join(', ') || none;
