// Gift cards (capability orders:manage): newest first, 20 a page; each shown by the last characters of its code (the
// whole code is money: it stays off the screen), its balance and whether it works; Disable and Enable again. The row
// flips at once (an optimistic answer); setGiftCardDisabled answers the card as it now is, which replaces the guess in
// Apollo's cache, and a refusal (no card in the answer) drops the guess, so the row flips back.
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ConsoleGiftCardsDocument, ConsoleSetGiftCardDisabledDocument } from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { attempt, ErrorList, type FieldMessage } from '../shared/errors.tsx';
import { useCursorPaging } from '../shared/paging.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { Paged } from './shared.tsx';
import { codeEnd } from './words.ts';

export function GiftCards({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="gift-cards-title" title="Gift cards">
      {allowed ? <GiftCardList /> : <NotAllowed what="see gift cards" />}
    </Screen>
  );
}

function GiftCardList() {
  const paging = useCursorPaging();
  const query = useQuery(ConsoleGiftCardsDocument, { variables: paging.variables, fetchPolicy: 'cache-and-network' });
  const [setDisabled] = useMutation(ConsoleSetGiftCardDisabledDocument);
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const pending = useRef(new Set<string>()); // one change of a card at a time; its button keeps the focus meanwhile
  const date = useDateFormat();
  const change = async (card: { id: string; code: string }, disabled: boolean) => {
    if (pending.current.has(card.id)) return;
    pending.current.add(card.id);
    // Apollo's cache finds the card by its __typename and id (the generated types leave __typename out).
    const guess = { __typename: 'GiftCardPayload', giftCard: { __typename: 'GiftCard', id: card.id, disabled }, userErrors: [] };
    const errors = await attempt(async () => {
      const { data } = await setDisabled({
        variables: { giftCardId: card.id, disabled },
        optimisticResponse: { setGiftCardDisabled: guess },
      });
      return data?.setGiftCardDisabled.userErrors ?? [];
    });
    pending.current.delete(card.id);
    setErrors(errors);
    if (!errors.length) notify(`The gift card ending in ${codeEnd(card.code)} is ${disabled ? 'disabled' : 'enabled again'}.`);
  };
  return (
    <>
      <ErrorList errors={errors} />
      <Paged
        what="the gift cards"
        empty="No gift cards yet."
        label="Gift cards"
        query={query}
        connection={query.data?.giftCards}
        paging={paging}
      >
        {(cards) => (
          <table>
            <caption>Gift cards, newest first</caption>
            <ColumnHeads
              names={['Code ends in', 'Issued', 'Recipient', 'Initial', 'Balance', 'Status', 'Action']}
              amounts={['Initial', 'Balance']}
            />
            <tbody>
              {cards.map((card) => (
                <tr key={card.id}>
                  <th scope="row">{codeEnd(card.code)}</th>
                  <td>{date(card.createdAt)}</td>
                  <td>{card.recipientEmail ?? '—'}</td>
                  <td className="console-money">{card.initial.formatted}</td>
                  <td className="console-money">{card.balance.formatted}</td>
                  <td>{card.disabled ? 'Disabled' : 'Active'}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`${card.disabled ? 'Enable' : 'Disable'} the gift card ending in ${codeEnd(card.code)}`}
                      onClick={() => void change(card, !card.disabled)}
                    >
                      {card.disabled ? 'Enable' : 'Disable'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Paged>
    </>
  );
}
