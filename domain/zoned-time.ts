// Wall-clock times in a time zone: the text of a datetime-local input ("2026-03-08T09:30") and the instant it means
// in the website's time zone, both ways, whatever the time zone of the browser or server doing the conversion.
//
// - Instant → wall clock is exact: an instant has one wall-clock time in a zone (a TZDate, formatted by date-fns).
// - Wall clock → instant follows what a store owner expects where daylight saving time moves the clocks (the rules
//   of domain/subscription-schedule.ts, and Temporal's "compatible" choice):
//   - a time that does not exist (in the spring-forward gap: 02:30 on 2026-03-08 in America/Los_Angeles) keeps the
//     offset from before the gap, so it moves forward by the gap: 03:30 PDT. On Lord Howe Island, whose clocks move
//     30 minutes, 02:15 on 2026-10-04 becomes 02:45;
//   - a time that happens twice (in the fall-back overlap: 01:30 on 2026-11-01 in America/Los_Angeles) is the
//     earlier of the two: 01:30 PDT (08:30Z), not 01:30 PST an hour later.
//   This direction does not use TZDate's constructor: for a time that happens twice, the instant it picks depends on
//   the zone of the machine running it (01:30 on 2026-10-25 in Europe/London is BST with TZ=Asia/Tokyo but GMT with
//   TZ=UTC), and in Pacific/Chatham it picks the later one. It reads the zone's offsets with @date-fns/tz's tzOffset
//   instead (from Intl, for the instants asked) and picks between them by the rules above.
// - The same two conversions work on a Date whose UTC fields hold the wall-clock time (wallClockFields,
//   instantOfWallClockFields), for calendar arithmetic such as subscription billing dates.
// - A zone the runtime does not know falls back to UTC, as the console's shown times do (formatDateTime).
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns/format';

const MINUTE = 60_000;
/** Offsets are looked up a day either side: every offset is within ±14 hours, and no zone changes twice in two days. */
const DAY = 24 * 60 * MINUTE;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone itself when the runtime knows it, else UTC. */
export function knownTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** An instant as the wall-clock text of a datetime-local input in `timeZone`, "2026-11-28T10:05"; "" for none. */
export function wallClockOf(instant: string | Date | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return '';
  return format(TZDate.tz(knownTimeZone(timeZone), at), "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local input's text as the ISO instant it means in `timeZone`; null when empty or not such a text. */
export function instantOfWallClock(wallClock: string, timeZone: string): string | null {
  const match = WALL_CLOCK.exec(wallClock.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  const real = check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day;
  if (!real || hour > 23 || minute > 59 || second > 59) return null;
  return instantOfWallClockFields(check, timeZone).toISOString();
}

/**
 * The wall-clock time `instant` shows in `timeZone`, as a Date whose UTC fields (getUTCFullYear … getUTCMilliseconds)
 * are that time: calendar arithmetic on it with the UTC methods meets no daylight saving change.
 */
export function wallClockFields(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + tzOffset(knownTimeZone(timeZone), instant) * MINUTE);
}

/** The instant at which the clocks in `timeZone` show the UTC fields of `fields`, by the rules above. */
export function instantOfWallClockFields(fields: Date, timeZone: string): Date {
  const asUtc = fields.getTime();
  const zone = knownTimeZone(timeZone);
  const offsetAt = (at: number) => tzOffset(zone, new Date(at)) * MINUTE;
  const before = offsetAt(asUtc - DAY);
  // The instants this wall-clock time may be: one with the offset before a change, one with the offset after.
  const meanings = [before, offsetAt(asUtc + DAY)].map((offset) => asUtc - offset).filter((at) => at + offsetAt(at) === asUtc);
  // Twice: the earlier. Never (a gap): the offset from before the gap, which moves it forward by the gap.
  return new Date(meanings.length > 0 ? Math.min(...meanings) : asUtc - before);
}
