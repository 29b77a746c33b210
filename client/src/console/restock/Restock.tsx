// Restock (/config/restock, capability restock:manage): sign-ups grouped by product and variant with whether the
// variant has stock and how many still wait for their email; Send emails one variant's waiting shoppers, Send all
// those of every variant in stock (all pages). A variant with no stock is sent only after the owner confirms
// "Send anyway" (domain/restock-send.ts). The answer says how many emails were queued, or why the server refused.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { leftOutText, queuedText } from '../../../../domain/restock-send.ts';
import {
  RestockGroupsDocument,
  type RestockGroupsQuery,
  SendAllRestockNotificationsDocument,
  SendRestockNotificationsDocument,
} from '../generated/graphql.ts';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { optionWords } from '../shared/format.ts';
import { Pager } from '../shared/Pager.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { queryState } from '../status.tsx';
import './restock.css';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { waitingVariants } from './waiting.ts';

type Group = RestockGroupsQuery['restockSignUpGroups']['signUpGroups'][number];
type Outcome = { ok: boolean; message: string } | null;

const PAGE_SIZE = 50;
const shoppers = (n: number) => (n === 1 ? 'its 1 waiting shopper' : `its ${n} waiting shoppers`);
const variantName = (g: Group) => optionWords(g.attributes, 'Only variant');

export function Restock({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="restock-title" title="Restock">
      {allowed ? <RestockGroups /> : <NotAllowed what="see restock sign-ups" />}
    </Screen>
  );
}

function RestockGroups() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]); // the cursor of each page seen so far
  const query = useQuery(RestockGroupsDocument, { variables: { cursor: cursors.at(-1), pageSize: PAGE_SIZE } });
  const [outcome, setOutcome] = useState<Outcome>(null);
  const mutationOptions = { refetchQueries: [RestockGroupsDocument], awaitRefetchQueries: true };
  const [sendOne, one] = useMutation(SendRestockNotificationsDocument, mutationOptions);
  const [sendAll, all] = useMutation(SendAllRestockNotificationsDocument, mutationOptions);
  const client = useApolloClient();
  const busy = one.loading || all.loading;
  /** Answers whether the emails were queued. */
  const run = async (send: () => Promise<{ queued: number; leftOut?: number }>, what: string): Promise<boolean> => {
    setOutcome(null);
    try {
      const { queued, leftOut = 0 } = await send();
      setOutcome({ ok: true, message: [queuedText(queued, what), leftOut > 0 ? leftOutText(leftOut) : ''].join(' ').trim() });
      return true;
    } catch (error) {
      setOutcome({ ok: false, message: `Could not send: ${(error as Error).message}` });
      return false;
    }
  };
  const state = queryState('the restock sign-ups', query);
  if (state) return state;
  const page = query.data?.restockSignUpGroups;
  const groups = page?.signUpGroups ?? [];
  const anyWaiting = groups.some((g) => g.pending > 0) || Boolean(page?.hasNextPage);
  const send = (g: Group) =>
    run(
      async () => {
        const variables = { productId: g.productId, variantId: g.variantId, sendWithoutStock: !g.inStock };
        return { queued: (await sendOne({ variables })).data?.sendRestockNotifications ?? 0 };
      },
      `for ${g.productName} (${variantName(g)})`,
    );
  const sendEvery = () =>
    run(async () => {
      const { sendRequests, withoutStock } = await waitingVariants(client);
      if (sendRequests.length === 0) return { queued: 0, leftOut: withoutStock };
      return { queued: (await sendAll({ variables: { sendRequests } })).data?.sendAllRestockNotifications ?? 0, leftOut: withoutStock };
    }, 'for every variant in stock with shoppers waiting');
  return (
    <>
      <p className="console-hint">
        Shoppers join a sold-out variant’s list on its product page. Send emails the shoppers still waiting on one variant once it is back
        in stock; Send all, those of every variant in stock. A variant still without stock is sent only if you confirm.
      </p>
      <div className="restock-actions">
        {anyWaiting && (
          <button type="button" onClick={() => void sendEvery()} disabled={busy}>
            Send all
          </button>
        )}
        {outcome && (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? undefined : 'console-error'}>
            {outcome.message}
          </p>
        )}
      </div>
      {groups.length === 0 ? (
        <p>Nobody has signed up for a restock email yet.</p>
      ) : (
        <table>
          <caption>Restock sign-ups by product and variant</caption>
          <ColumnHeads names={['Product', 'Variant', 'Stock', 'Sign-ups', 'Waiting for the email', 'Notify']} />
          <tbody>
            {groups.map((g) => (
              <tr key={g.variantId}>
                <th scope="row">{g.productName}</th>
                <td>{variantName(g)}</td>
                <td>{g.inStock ? 'In stock' : <span className="console-warning">No stock</span>}</td>
                <td>{g.signUps}</td>
                <td>{g.pending}</td>
                <td>
                  {g.pending === 0 ? (
                    'All emailed'
                  ) : g.inStock ? (
                    <button
                      type="button"
                      onClick={() => void send(g)}
                      disabled={busy}
                      aria-label={`Send for ${g.productName} (${variantName(g)})`}
                    >
                      Send
                    </button>
                  ) : (
                    <ConfirmButton
                      label="Send anyway"
                      name={`Send anyway for ${g.productName} (${variantName(g)})`}
                      question={`${g.productName} (${variantName(g)}) has no stock. Email ${shoppers(g.pending)} that it is back anyway?`}
                      action="Send anyway"
                      cancelLabel="Don’t send"
                      busy={busy}
                      onConfirm={() => send(g)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        label="Restock pages"
        hasPrevious={cursors.length > 1}
        hasNext={Boolean(page?.hasNextPage && page.nextPageCursor)}
        onPrevious={() => setCursors((c) => c.slice(0, -1))}
        onNext={() => setCursors((c) => [...c, page?.nextPageCursor ?? null])}
      />
    </>
  );
}
