// Templates (/config/templates): a page's list template or item template (docs/templates.md) edited as text,
// checked with checkTemplate — each problem at its line and column — and saved with updatePage; the problems
// stored when visitors last viewed it (templateProblems). Checking, saving and stored problems need catalog:write;
// other owners read the text.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { WebsitePageDocument, WebsitePagesDocument } from '../generated/graphql.ts';
import { Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import { KIND_LABELS } from './page-kinds.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import './website.css';

export type Which = 'list' | 'item';

export function Templates({ canWrite }: { canWrite: boolean }) {
  const pagesQuery = useQuery(WebsitePagesDocument);
  const [pageId, setPageId] = useState('');
  const [which, setWhich] = useState<Which>('list');
  const state = queryState('the pages', pagesQuery);
  const data = pagesQuery.data;
  const pages = data
    ? [...data.main, ...data.secondary, ...data.notLinked].flatMap((e) => [e, ...e.pages]).filter((p) => p.typeName !== 'folder')
    : [];
  return (
    <Screen id="templates-title" title="Templates">
      <p className="console-hint">
        A page’s list template shows its items; its item template shows each item’s page. Template text is Squarespace’s template language.
      </p>
      {state ?? (
        <div className="console-form website-add">
          <label>
            Page
            <select value={pageId} onChange={(e) => setPageId(e.target.value)}>
              <option value="">Choose a page</option>
              {pages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({KIND_LABELS[p.typeName] ?? p.typeName})
                </option>
              ))}
            </select>
          </label>
          <label>
            Template
            <select value={which} onChange={(e) => setWhich(e.target.value as Which)}>
              <option value="list">List template</option>
              <option value="item">Item template</option>
            </select>
          </label>
        </div>
      )}
      {pageId && <PageTemplate key={`${pageId}-${which}`} pageId={pageId} which={which} canWrite={canWrite} />}
    </Screen>
  );
}

function PageTemplate({ pageId, which, canWrite }: { pageId: string; which: Which; canWrite: boolean }) {
  const query = useQuery(WebsitePageDocument, { variables: { id: pageId } });
  const state = queryState('the template', query);
  const page = query.data?.collection;
  if (state) return state;
  if (!page) return <p>There is no such page.</p>;
  const text = (which === 'list' ? page.listTemplate : page.itemTemplate) ?? '';
  return <TemplateEditor pageId={page.id} title={page.title} which={which} initial={text} canWrite={canWrite} />;
}
