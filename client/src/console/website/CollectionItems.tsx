// The items of a blog, events or gallery page (/config/collections/:id/items): posts, events or images in the page's
// order — drafts too (everything: true) — 20 a page; adding one (createItem: a title, an event's start and end) and
// deleting one after an in-page confirmation (deleteItem). Each links to its editor.
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { WebsiteDeleteItemDocument, type WebsiteItemFieldsFragment, WebsiteItemsDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { Pager } from '../shared/Pager.tsx';
import { Screen } from '../shared/Screen.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { AddItem } from './AddItem.tsx';
import { attemptChange, ITEM_NOUNS } from './page-kinds.ts';
import './website.css';

export const ITEMS_PER_PAGE = 20;

export function CollectionItems({ canWrite }: { canWrite: boolean }) {
  const { id = '' } = useParams();
  const [offset, setOffset] = useState(0);
  const query = useQuery(WebsiteItemsDocument, { variables: { id, offset, first: ITEMS_PER_PAGE } });
  const state = queryState('the items', query);
  const page = query.data?.collection;
  const nouns = ITEM_NOUNS[page?.typeName ?? ''] ?? { one: 'item', many: 'Items' };
  return (
    <Screen id="items-title" title={page ? `${nouns.many} of ${page.title}` : 'Items'}>
      <p>
        <Link to="/pages">All pages</Link>
        {page && (
          <>
            {' · '}
            <Link to={`/pages/${page.id}`}>Edit the page {page.title}</Link>
          </>
        )}
      </p>
      {page?.typeName === 'events' && <p className="console-hint">Events are listed as the page shows them (upcoming or past).</p>}
      {canWrite && page && <AddItem collectionId={page.id} kind={page.typeName} noun={nouns.one} />}
      {state ??
        (page ? (
          <>
            <ItemTable
              items={page.items.items}
              kind={page.typeName}
              caption={`${nouns.many} of ${page.title}`}
              offset={offset}
              canWrite={canWrite}
              collectionId={page.id}
            />
            <Pager
              label={`Pages of ${nouns.many.toLowerCase()}`}
              hasPrevious={offset > 0}
              hasNext={page.items.hasNextPage}
              onPrevious={() => setOffset(Math.max(0, offset - ITEMS_PER_PAGE))}
              onNext={() => setOffset(offset + ITEMS_PER_PAGE)}
            />
          </>
        ) : (
          <p>There is no such page.</p>
        ))}
    </Screen>
  );
}

type TableProps = {
  items: WebsiteItemFieldsFragment[];
  kind: string;
  caption: string;
  offset: number;
  canWrite: boolean;
  collectionId: string;
};

function ItemTable({ items, kind, caption, offset, canWrite, collectionId }: TableProps) {
  const date = useDateFormat();
  if (items.length === 0) return <p>Nothing here yet.</p>;
  return (
    <table>
      <caption>{caption}</caption>
      <ColumnHeads
        names={[
          ...(kind === 'gallery' ? ['Image'] : []),
          'Title',
          'Status',
          kind === 'events' ? 'When' : 'Published',
          ...(canWrite ? ['Actions'] : []),
        ]}
      />
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            {kind === 'gallery' && <td>{item.assetUrl ? <img src={item.assetUrl} alt="" width={64} /> : 'No image'}</td>}
            <th scope="row">
              <Link to={`/collections/${collectionId}/items/${item.id}?offset=${offset}`}>{item.title}</Link>
            </th>
            <td>{item.statusLabel}</td>
            <td>{kind === 'events' ? `${date(item.startDate)} – ${date(item.endDate)}` : date(item.publishOn)}</td>
            {canWrite && (
              <td>
                <DeleteItem item={item} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DeleteItem({ item }: { item: WebsiteItemFieldsFragment }) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [remove, { loading }] = useMutation(WebsiteDeleteItemDocument, {
    refetchQueries: [WebsiteItemsDocument],
    awaitRefetchQueries: true,
  });
  const confirm = async () => {
    const refusals = await attemptChange(async () => (await remove({ variables: { id: item.id } })).data?.deleteItem.userErrors);
    setErrors(refusals);
    return refusals.length === 0;
  };
  return (
    <>
      <ConfirmButton
        label="Delete"
        name={`Delete ${item.title}`}
        question={`Delete “${item.title}”? Visitors can no longer open it.`}
        action="Delete"
        busy={loading}
        onConfirm={confirm}
      />
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}
