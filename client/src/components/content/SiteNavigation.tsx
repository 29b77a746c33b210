// The main navigation, in the header and in the phone's menu drawer: pages in the owner's order; a folder opens a list of its pages (a disclosure
// button), and is itself a link only when clickable (index or redirect behaviour).
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { SiteNavigationDocument } from '../../graphql/generated/documents/SiteNavigationQuery.ts';
import { NavLink, useLocation } from '../../lib/router.tsx';
import { SiteLink } from '../blocks/SiteLink.tsx';
import { ChevronIcon } from '../theme/icons.tsx';

function Folder({
  entry,
}: {
  entry: { id: string; title: string; fullUrl: string; clickable: boolean; pages: { id: string; title: string; fullUrl: string }[] };
}) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the folder
  useEffect(() => setOpen(false), [pathname]);
  const listId = `${useId()}-folder`;
  return (
    <li className="site-nav__folder">
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {entry.title}
        <ChevronIcon />
      </button>
      <ul id={listId} hidden={!open}>
        {entry.pages.map((page) => (
          <li key={page.id}>
            <SiteLink to={page.fullUrl}>{page.title}</SiteLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The navigation under its landmark name: 'Main' in the header, 'Menu' in the phone's drawer. */
export function SiteNavigation({ label, className }: { label: string; className: string }) {
  const { data } = useQuery(SiteNavigationDocument);
  const entries = data?.navigation ?? [];
  if (entries.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {entries.map((entry) =>
          entry.isFolder ? (
            <Folder key={entry.id} entry={entry} />
          ) : (
            <li key={entry.id}>
              {entry.fullUrl.startsWith('/') ? (
                <NavLink to={entry.fullUrl}>{entry.title}</NavLink>
              ) : (
                <a href={entry.fullUrl}>{entry.title}</a>
              )}
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
