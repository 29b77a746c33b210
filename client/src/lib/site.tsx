// The website the storefront shows (its name, language, time zone, currency, store settings and trackers): read by one
// query at the top of the app and handed down, so that the many parts that need it (every product card's add button,
// every screen's title, dates, analytics) do not each watch the query: each watcher costs the page's first load a
// cache read and a subscription (docs/performance.md "Hydration").
import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext } from 'react';
import { SiteLayoutDocument, type SiteLayoutQuery } from '../graphql/generated/documents/SiteLayoutQuery.ts';

export type SiteWebsite = SiteLayoutQuery['website'];

const SiteContext = createContext<SiteWebsite | undefined>(undefined);

/** Reads the website once for everything below it. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const website = useQuery(SiteLayoutDocument).data?.website;
  return <SiteContext.Provider value={website}>{children}</SiteContext.Provider>;
}

/** The website, once its query has answered (undefined before). */
export function useSite(): SiteWebsite | undefined {
  return useContext(SiteContext);
}
