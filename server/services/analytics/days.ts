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

export function dayIn(timeZone: string, at: Date): string {
  try {
    return formatFor(timeZone).format(at);
  } catch {
    return formatFor('UTC').format(at);
  }
}

/** The day `days` days before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
