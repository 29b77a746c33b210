// One page of the tree: its title (a link to its editor), kind and address, its items' link for blogs, events and
// galleries; with catalog:write, Rename, Move up / Move down (movePage to the place before or after) and Delete
// (confirmed in the page; a page that holds items is refused with the server's message).
import { useMutation } from '@apollo/client/react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  WebsiteDeletePageDocument,
  WebsiteMovePageDocument,
  WebsitePagesDocument,
  WebsiteUpdatePageDocument,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors } from '../shared/errors.tsx';
import { MoveUpDown } from './MoveUpDown.tsx';
import { attemptChange, ITEM_KINDS, ITEM_NOUNS, KIND_LABELS } from './page-kinds.ts';

type RowPage = { id: string; title: string; fullUrl: string; typeName: string; isFolder?: boolean };
type Props = { page: RowPage; position: number; count: number; canWrite: boolean; children?: ReactNode };

const refetch = { refetchQueries: [WebsitePagesDocument], awaitRefetchQueries: true };

export function PageRow({ page, position, count, canWrite, children }: Props) {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [move, moving] = useMutation(WebsiteMovePageDocument, refetch);
  const [remove, removing] = useMutation(WebsiteDeletePageDocument, refetch);
  const run = async (action: () => Promise<readonly { field?: string | null; message: string }[] | undefined>) => {
    const refusals = await attemptChange(action);
    setErrors(refusals);
    return refusals.length === 0;
  };
  // The list is drawn again in its new order, which takes the focus away from the button: once the move is done
  // (and the buttons enabled again) it goes back to it.
  const refocus = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    const way = refocus.current;
    if (!way || moving.loading) return;
    refocus.current = null;
    const button = (w: string) => document.querySelector<HTMLElement>(`[data-page="${page.id}"][data-move="${w}"]`);
    (button(way) ?? button(way === 'up' ? 'down' : 'up'))?.focus();
  });
  const moveTo = (to: number, way: 'up' | 'down') => {
    refocus.current = way;
    void run(async () => (await move({ variables: { id: page.id, position: to } })).data?.movePage.userErrors);
  };
  const nouns = ITEM_NOUNS[page.typeName];
  return (
    <li className="website-row">
      <div className="website-row-line">
        <span className="website-row-title">
          {page.isFolder ? <strong>{page.title}</strong> : <Link to={`/pages/${page.id}`}>{page.title}</Link>}
        </span>
        <span className="website-kind">{KIND_LABELS[page.typeName] ?? page.typeName}</span>
        <code>{page.fullUrl}</code>
        {ITEM_KINDS.has(page.typeName) && nouns && (
          <Link to={`/collections/${page.id}/items`} aria-label={`${nouns.many} of ${page.title}`}>
            {nouns.many}
          </Link>
        )}
        {canWrite && (
          <span className="website-actions">
            <Rename page={page} />
            <MoveUpDown name={page.title} index={position} count={count} busy={moving.loading} page={page.id} onMove={moveTo} />
            <ConfirmButton
              label="Delete"
              name={`Delete ${page.title}`}
              question={`Delete “${page.title}”? Visitors can no longer open it.`}
              action="Delete page"
              busy={removing.loading}
              onConfirm={() => run(async () => (await remove({ variables: { id: page.id } })).data?.deletePage.userErrors)}
            />
          </span>
        )}
      </div>
      <OtherErrors errors={errors} fields={[]} />
      {children}
    </li>
  );
}

function Rename({ page }: { page: RowPage }) {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const [update, { loading }] = useMutation(WebsiteUpdatePageDocument, refetch);
  if (!open)
    return (
      <button type="button" className="console-secondary" onClick={() => setOpen(true)} aria-label={`Rename ${page.title}`}>
        Rename
      </button>
    );
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '').trim();
    const refusals = await attemptChange(
      async () => (await update({ variables: { id: page.id, input: { title } } })).data?.updatePage.userErrors,
    );
    setErrors(refusals);
    if (refusals.length === 0) setOpen(false);
  };
  return (
    <form className="website-rename" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        New title for {page.title}
        {/* biome-ignore lint/a11y/noAutofocus: the field the owner just asked for */}
        <input name="title" defaultValue={page.title} autoFocus />
      </label>
      <button type="submit" disabled={loading}>
        Save title
      </button>
      <button type="button" className="console-secondary" onClick={() => setOpen(false)}>
        Cancel
      </button>
      <OtherErrors errors={errors} fields={[]} />
    </form>
  );
}
