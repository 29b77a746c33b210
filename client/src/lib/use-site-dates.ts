// Dates as the website writes them: in its language and its time zone (an event at 19:00 in the store's city reads
// 7:00 PM everywhere). The same on the server and in every browser, so a server-rendered page hydrates unchanged.
// Whether two dates are the same day is domain's rule (domain/time-text.ts isSameDay), in the zone these are written in.
import { knownTimeZone } from '../../../domain/zoned-time.ts';
import { useSite } from './site.tsx';

export type SiteDates = {
  /** "Nov 3, 2026" */
  medium(date: Date): string;
  /** "Tue, November 3, 2026" */
  day(date: Date): string;
  /** "November 3, 2026" */
  long(date: Date): string;
  /** "7:00 PM" */
  time(date: Date): string;
  /** The time zone these are written in: the website's, or UTC when the runtime does not know it. */
  timeZone: string;
};

/** Formats by language and time zone: a page of many dates (a blog, comments) builds each formatter once. */
const made = new Map<string, SiteDates>();
/** Websites' language and zone pairs kept (a server renders many websites). */
const MAX_MADE = 100;

export function siteDates(language: string, timeZone: string): SiteDates {
  const key = `${language}\n${timeZone}`;
  let dates = made.get(key);
  if (!dates) {
    if (made.size >= MAX_MADE) made.clear();
    dates = makeSiteDates(language, timeZone);
    made.set(key, dates);
  }
  return dates;
}

function makeSiteDates(language: string, timeZone: string): SiteDates {
  const zone = knownTimeZone(timeZone); // an unknown zone: UTC
  const format = (options: Intl.DateTimeFormatOptions) => {
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: zone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }); // a language tag that is not one
    }
    return (date: Date) => formatter.format(date);
  };
  return {
    medium: format({ dateStyle: 'medium' }),
    day: format({ weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' }),
    long: format({ month: 'long', day: 'numeric', year: 'numeric' }),
    time: format({ hour: 'numeric', minute: '2-digit' }),
    timeZone: zone,
  };
}

/** The website's date formats (the layout's query has already brought its language and time zone). */
export function useSiteDates(): SiteDates {
  const website = useSite();
  const language = website?.language || 'en-US';
  const timeZone = website?.timeZone || 'UTC';
  return siteDates(language, timeZone);
}
