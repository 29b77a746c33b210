// The dashboard's date range: a preset (the last 7, 30 or 90 days, today included) or chosen from–to days, as the
// YYYY-MM-DD days of the website's time zone that the analytics queries take.

export type RangeChoice = { preset: 7 | 30 | 90 } | { from: string; to: string };

export const PRESETS = [7, 30, 90] as const;

/** The calendar day of `at` in the time zone, YYYY-MM-DD. */
export function dayIn(timeZone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export function rangeDays(choice: RangeChoice, timeZone: string, now: Date = new Date()): { from: string; to: string } {
  if ('from' in choice) return choice;
  const to = dayIn(timeZone, now);
  return { from: daysBefore(to, choice.preset - 1), to };
}

/** Every day from `from` to `to`, each with its row or zeros: the server lists only days that have counts. */
export function everyDay<T extends { day?: string | null }>(from: string, to: string, rows: T[], zero: Omit<T, 'day'>): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: T[] = [];
  for (let day = from; day <= to && days.length <= 400; day = daysBefore(day, -1)) {
    days.push(byDay.get(day) ?? ({ ...zero, day } as T));
  }
  return days;
}
