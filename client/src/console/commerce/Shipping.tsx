// Shipping (/config/shipping, capability settings:write): the shipping options in the order checkout offers them,
// with their cost; create, edit, move up or down (position), switch on/off and delete.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ConsoleDeleteShippingOptionDocument,
  type ConsoleShippingOptionFragment,
  ConsoleShippingOptionsDocument,
  ConsoleUpdateShippingOptionDocument,
} from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { OtherErrors } from '../shared/errors.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { queryState } from '../status.tsx';
import { amountFromCents } from './amounts.ts';
import { ActiveSwitch, activeText, DeleteButton, useChange, useEditing } from './parts.tsx';
import { ShippingForm } from './ShippingForm.tsx';

type Option = ConsoleShippingOptionFragment;

export function Shipping({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="shipping-title" title="Shipping">
      {allowed ? <ShippingScreen /> : <NotAllowed what="see shipping options" />}
    </Screen>
  );
}

function ShippingScreen() {
  const query = useQuery(ConsoleShippingOptionsDocument);
  const { editing, setEditing, finish } = useEditing<Option>();
  const state = queryState('the shipping options', query);
  if (state || !query.data) return state;
  const { shippingOptions, website } = query.data;
  return (
    <>
      {shippingOptions.length === 0 ? (
        <p>No shipping options yet: checkout cannot ship physical products.</p>
      ) : (
        <table className="commerce-table">
          <caption>Shipping options in the order checkout offers them</caption>
          <ColumnHeads names={['Position', 'Name', 'Countries', 'Cost', 'Free over', 'Status', 'Actions']} />
          <tbody>
            {shippingOptions.map((option, i) => (
              <ShippingRow
                key={option.id}
                option={option}
                previous={shippingOptions[i - 1]}
                next={shippingOptions[i + 1]}
                currency={website.currency}
                onEdit={() => setEditing(option)}
                onDone={notify}
              />
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <ShippingForm key={editing.id} option={editing} currency={website.currency} onDone={finish} onCancel={() => setEditing(null)} />
      ) : (
        <ShippingForm currency={website.currency} onDone={finish} />
      )}
    </>
  );
}

/** What an option costs: the flat rate, or each tier's rate. */
function cost(option: Option, currency: string) {
  if (option.kind === 'FLAT' || option.rateTiers.length === 0) return option.flatRate.formatted;
  const upTo = (n: number) => (option.kind === 'WEIGHT' ? `${n} g` : `${amountFromCents(n, currency)} ${currency}`);
  return option.rateTiers.map((t) => `up to ${upTo(t.upTo)}: ${t.rate.formatted}`).join('; ');
}

type RowProps = { option: Option; previous?: Option; next?: Option; currency: string; onEdit: () => void; onDone: (m: string) => void };

function ShippingRow({ option, previous, next, currency, onEdit, onDone }: RowProps) {
  const refetch = { refetchQueries: [ConsoleShippingOptionsDocument], awaitRefetchQueries: true };
  const [update, updating] = useMutation(ConsoleUpdateShippingOptionDocument, refetch);
  const [remove, removing] = useMutation(ConsoleDeleteShippingOptionDocument, refetch);
  const move = useChange();
  const what = `shipping option ${option.name}`;
  const setPosition = async (id: string, position: number) =>
    (await update({ variables: { id, input: { position } } })).data?.updateShippingOption;
  /** Swaps positions with the neighbour (one below it when both had the same). */
  const swap = (other: Option, direction: string) =>
    void move.run(async () => {
      const mine = other.position === option.position ? Math.max(0, other.position + (direction === 'up' ? -1 : 1)) : other.position;
      const first = await setPosition(other.id, option.position);
      if (first?.userErrors.length) return first;
      const answer = await setPosition(option.id, mine);
      if (answer?.userErrors.length === 0) onDone(`Moved ${option.name} ${direction}.`);
      return answer;
    });
  return (
    <tr>
      <td>{option.position}</td>
      <th scope="row">{option.name}</th>
      <td>{option.countries.length > 0 ? option.countries.join(', ') : 'Everywhere'}</td>
      <td>{cost(option, currency)}</td>
      <td>{option.freeOver?.formatted ?? 'Never'}</td>
      <td>{activeText(option.active)}</td>
      <td className="commerce-row-actions">
        {(
          [
            [previous, 'up'],
            [next, 'down'],
          ] as const
        ).map(
          ([other, direction]) =>
            other && (
              <button
                key={direction}
                type="button"
                className="console-secondary"
                disabled={updating.loading}
                onClick={() => swap(other, direction)}
                aria-label={`Move ${option.name} ${direction}`}
              >
                Move {direction}
              </button>
            ),
        )}
        <OtherErrors errors={move.errors} fields={[]} />
        <button type="button" className="console-secondary" onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </button>
        <ActiveSwitch
          what={what}
          active={option.active}
          busy={updating.loading}
          onSwitch={async (active) => {
            const answer = (await update({ variables: { id: option.id, input: { active } } })).data?.updateShippingOption;
            if (answer?.userErrors.length === 0) onDone(`${option.name} switched ${active ? 'on' : 'off'}.`);
            return answer;
          }}
        />
        <DeleteButton
          what={what}
          busy={removing.loading}
          onDelete={async () => {
            const answer = (await remove({ variables: { id: option.id } })).data?.deleteShippingOption;
            if (answer?.userErrors.length === 0) onDone(`${option.name} deleted.`);
            return answer;
          }}
        />
      </td>
    </tr>
  );
}
