// The calendar day (YYYY-MM-DD) of an instant in a website's time zone: events carry it, rollups group by it.
import { LRUCache } from 'lru-cache';

/** Time zones whose format and last answer are kept: 100, as the spec's time-zone cache; past it the least recently
 * used is dropped. */
export const TIME_ZONE_CACHE_MAX = 100;
const formats = new LRUCache<string, Intl.DateTimeFormat>({ max: TIME_ZONE_CACHE_MAX });
/** The last answer per time zone, by minute: every zone's offset is whole minutes, so a day never changes inside one. */
const lastByZone = new LRUCache<string, { minute: number; day: string }>({ max: TIME_ZONE_CACHE_MAX });

function keep<V extends {}>(cache: LRUCache<string, V>, key: string, value: V): V {
  cache.set(key, value);
  return value;
}

function formatFor(timeZone: string): Intl.DateTimeFormat {
  // en-CA writes dates as YYYY-MM-DD.
  return (
    formats.get(timeZone) ??
    keep(formats, timeZone, new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }))
  );
}

/** How many time zones are kept now (the larger of the two caches). */
export const cachedTimeZones = () => Math.max(formats.size, lastByZone.size);

export function dayIn(timeZone: string, at: Date): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastByZone.get(timeZone);
  if (last?.minute === minute) return last.day;
  let day: string;
  try {
    day = formatFor(timeZone).format(at);
  } catch {
    day = formatFor('UTC').format(at);
  }
  if (Number.isFinite(minute)) keep(lastByZone, timeZone, { minute, day });
  return day;
}

/** The day `days` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
