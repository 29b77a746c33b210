// Dates in templates (spec §9): time since (units year, month, week, day, hour, minute — the same words as the
// template engine's timesince formatter, so pages read alike however they are rendered), same day, calendar dates
// in UTC basic format, and event calendar links.

import { INVALID_DATE_MESSAGE } from './messages.ts';

const DAY = 86_400;

const ago = (value: number, unit: string) => {
  if (value === 1) return `about ${unit === 'hour' ? 'an hour' : `a ${unit}`} ago`;
  return `about ${value} ${unit}s ago`;
};

/** 'about 3 weeks ago', 'about an hour ago', 'less than a minute ago'; 'Invalid date.' for what is not a date. */
export function timeSince(date: Date | number | string, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  if (!Number.isFinite(then)) return INVALID_DATE_MESSAGE;
  let seconds = Math.trunc((now.getTime() - then) / 1000);
  const days = Math.trunc(seconds / DAY);
  const units: [number, string][] = [
    [Math.trunc(days / 365), 'year'],
    [Math.trunc(days / 30), 'month'],
    [Math.trunc(days / 7), 'week'],
    [days, 'day'],
  ];
  for (const [value, unit] of units) if (value > 0) return ago(value, unit);
  seconds -= days * DAY;
  if (seconds >= 3600) return ago(Math.trunc(seconds / 3600), 'hour');
  if (seconds >= 60) return ago(Math.trunc(seconds / 60), 'minute');
  return 'less than a minute ago';
}

/** The day of the year in UTC, 1 to 366. */
function utcDayOfYear(d: Date): number {
  return (
    Math.floor((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - Date.UTC(d.getUTCFullYear(), 0, 1)) / (DAY * 1000)) + 1
  );
}

/** Same day: the same UTC year and day of the year. */
export function isSameDay(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && utcDayOfYear(a) === utcDayOfYear(b);
}

/** A calendar date: year month day 'T' hour minute second 'Z', in UTC (e.g. 20261122T183000Z). */
export function calendarDate(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type CalendarEvent = { title: string; startDate: Date; endDate: Date; location?: string };

/** An "add to calendar" link for an event: the calendar service's action template, the event's text, its start and
 * end in UTC basic format, and its location. */
export function calendarLink(e: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${calendarDate(e.startDate)}/${calendarDate(e.endDate)}`,
  });
  if (e.location) params.set('location', e.location);
  return `https://www.google.com/calendar/event?${params.toString()}`;
}

export type EventShowMode = 'upcoming' | 'past';

/** Events to list: upcoming ones (not yet ended) soonest first, or past ones (ended) latest first. */
export function eventsToShow<T extends { startDate: Date; endDate: Date }>(
  events: readonly T[],
  mode: EventShowMode,
  now = new Date(),
): T[] {
  if (mode === 'upcoming') return events.filter((e) => e.endDate >= now).sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  return events.filter((e) => e.endDate < now).sort((a, b) => b.startDate.getTime() - a.startDate.getTime());
}
