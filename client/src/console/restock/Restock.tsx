// Restock (/config/restock, capability restock:manage): sign-ups grouped by product and variant with how many still
// wait for their email; Send emails one variant's waiting shoppers, Send all those of every variant (all pages).
// The answer says how many emails were queued, or why the server refused.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  RestockGroupsDocument,
  type RestockGroupsQuery,
  SendAllRestockNotificationsDocument,
  SendRestockNotificationsDocument,
} from '../generated/graphql.ts';
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
const emails = (n: number) => (n === 1 ? '1 email' : `${n} emails`);
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
  const run = async (send: () => Promise<number | undefined>, what: string) => {
    setOutcome(null);
    try {
      const queued = (await send()) ?? 0;
      setOutcome({ ok: true, message: `Queued ${emails(queued)} ${what}.` });
    } catch (error) {
      setOutcome({ ok: false, message: `Could not send: ${(error as Error).message}` });
    }
  };
  const state = queryState('the restock sign-ups', query);
  if (state) return state;
  const page = query.data?.restockSignUpGroups;
  const groups = page?.signUpGroups ?? [];
  const anyWaiting = groups.some((g) => g.pending > 0) || Boolean(page?.hasNextPage);
  const send = (g: Group) =>
    run(
      async () => (await sendOne({ variables: { productId: g.productId, variantId: g.variantId } })).data?.sendRestockNotifications,
      `for ${g.productName} (${variantName(g)})`,
    );
  const sendEvery = () =>
    run(async () => {
      const sendRequests = await waitingVariants(client);
      return (await sendAll({ variables: { sendRequests } })).data?.sendAllRestockNotifications;
    }, 'for every variant with shoppers waiting');
  return (
    <>
      <p className="console-hint">
        Shoppers join a sold-out variant’s list on its product page. Send emails the shoppers still waiting on one variant; Send all, those
        of every variant listed here.
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
          <ColumnHeads names={['Product', 'Variant', 'Sign-ups', 'Waiting for the email', 'Notify']} />
          <tbody>
            {groups.map((g) => (
              <tr key={g.variantId}>
                <th scope="row">{g.productName}</th>
                <td>{variantName(g)}</td>
                <td>{g.signUps}</td>
                <td>{g.pending}</td>
                <td>
                  {g.pending > 0 ? (
                    <button
                      type="button"
                      onClick={() => void send(g)}
                      disabled={busy}
                      aria-label={`Send for ${g.productName} (${variantName(g)})`}
                    >
                      Send
                    </button>
                  ) : (
                    'All emailed'
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
