// The calendar day (YYYY-MM-DD) of an instant in a website's time zone: events carry it, rollups group by it.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD. Time zones are a fixed list, so this map stays small.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The last answer per time zone, by minute: every zone's offset is whole minutes, so a day never changes inside one. */
const lastByZone = new Map<string, { minute: number; day: string }>();

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
  if (Number.isFinite(minute)) lastByZone.set(timeZone, { minute, day });
  return day;
}

/** The day `days` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
