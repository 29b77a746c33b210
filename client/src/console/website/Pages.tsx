// Pages (/config/pages): the website's navigations — main, secondary, not linked — with their pages and folders in
// order (navigation), adding a page (createPage), and per page: rename, move up or down (movePage), delete after an
// in-page confirmation (deletePage). Without catalog:write the tree is shown without controls.
import { useQuery } from '@apollo/client/react';
import { WebsitePagesDocument, type WebsitePagesQuery } from '../generated/graphql.ts';
import { Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { AddPage } from './AddPage.tsx';
import { PageRow } from './PageRow.tsx';
import './website.css';

type Entry = WebsitePagesQuery['main'][number];

const NAVIGATIONS = [
  { key: 'main', title: 'Main navigation' },
  { key: 'secondary', title: 'Secondary navigation' },
  { key: 'notLinked', title: 'Not linked' },
] as const;

export function Pages({ canWrite }: { canWrite: boolean }) {
  const query = useQuery(WebsitePagesDocument);
  const state = queryState('the pages', query);
  return (
    <Screen id="pages-title" title="Pages">
      <p className="console-hint">
        Pages in the order visitors see them. Disabled pages are not listed here (the navigation lists enabled pages only).
      </p>
      {canWrite && <AddPage />}
      {state ??
        NAVIGATIONS.map(({ key, title }) => <Navigation key={key} title={title} entries={query.data?.[key] ?? []} canWrite={canWrite} />)}
    </Screen>
  );
}

function Navigation({ title, entries, canWrite }: { title: string; entries: Entry[]; canWrite: boolean }) {
  const id = `nav-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="website-nav">
      <h2 id={id}>{title}</h2>
      {entries.length === 0 ? (
        <p>No pages.</p>
      ) : (
        <ul aria-labelledby={id} className="website-tree">
          {entries.map((entry, index) => (
            <PageRow key={entry.id} page={entry} position={index} count={entries.length} canWrite={canWrite}>
              {entry.isFolder && entry.pages.length > 0 && (
                <ul aria-label={`Pages in ${entry.title}`} className="website-tree">
                  {entry.pages.map((page, i) => (
                    <PageRow key={page.id} page={page} position={i} count={entry.pages.length} canWrite={canWrite} />
                  ))}
                </ul>
              )}
            </PageRow>
          ))}
        </ul>
      )}
    </section>
  );
}
