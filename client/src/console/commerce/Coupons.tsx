// Coupons (/config/coupons, capability settings:write): the website's coupons by code, 20 a page, with what each
// takes off (the API's formatted money), its minimum, dates and use; create, edit, switch on/off and delete.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  type ConsoleCouponFragment,
  ConsoleCouponsDocument,
  ConsoleDeleteCouponDocument,
  ConsoleUpdateCouponDocument,
} from '../generated/graphql.ts';
import { ColumnHeads } from '../shared/ColumnHeads.tsx';
import { CursorPager, useCursorPaging } from '../shared/paging.tsx';
import { NotAllowed, Screen } from '../shared/Screen.tsx';
import { notify } from '../shared/toasts.tsx';
import { useDateFormat } from '../shared/use-date-format.ts';
import { queryState } from '../status.tsx';
import { percentFromBps } from './amounts.ts';
import { CouponForm } from './CouponForm.tsx';
import { ActiveSwitch, activeText, DeleteButton, useEditing } from './parts.tsx';

export function Coupons({ allowed }: { allowed: boolean }) {
  return (
    <Screen id="coupons-title" title="Coupons">
      {allowed ? <CouponsScreen /> : <NotAllowed what="see coupons" />}
    </Screen>
  );
}

function CouponsScreen() {
  const paging = useCursorPaging();
  const query = useQuery(ConsoleCouponsDocument, { variables: paging.variables });
  const { editing, setEditing, finish } = useEditing<ConsoleCouponFragment>();
  const state = queryState('the coupons', query);
  if (state || !query.data) return state;
  const { coupons, website } = query.data;
  return (
    <>
      {coupons.edges.length === 0 ? (
        <p>No coupons yet.</p>
      ) : (
        <table className="commerce-table">
          <caption>Coupons by code</caption>
          <ColumnHeads names={['Code', 'Kind', 'Takes off', 'Minimum', 'Starts', 'Expires', 'Used', 'Status', 'Actions']} />
          <tbody>
            {coupons.edges.map(({ node }) => (
              <CouponRow key={node.id} coupon={node} onEdit={() => setEditing(node)} onDone={notify} />
            ))}
          </tbody>
        </table>
      )}
      <CursorPager label="Coupon pages" info={coupons.pageInfo} paging={paging} numbered />
      {editing ? (
        <CouponForm key={editing.id} coupon={editing} currency={website.currency} onDone={finish} onCancel={() => setEditing(null)} />
      ) : (
        <CouponForm currency={website.currency} onDone={finish} />
      )}
    </>
  );
}

const KIND_TEXT = { PERCENTAGE: 'Percentage', FIXED_AMOUNT: 'Amount', FREE_SHIPPING: 'Free shipping' };

function takesOff(c: ConsoleCouponFragment) {
  if (c.kind === 'PERCENTAGE') return `${percentFromBps(c.percentOffBps)}%`;
  if (c.kind === 'FIXED_AMOUNT') return c.amountOff?.formatted ?? '—';
  return 'Shipping';
}

function CouponRow({ coupon, onEdit, onDone }: { coupon: ConsoleCouponFragment; onEdit: () => void; onDone: (message: string) => void }) {
  const date = useDateFormat();
  const refetch = { refetchQueries: [ConsoleCouponsDocument], awaitRefetchQueries: true };
  const [update, updating] = useMutation(ConsoleUpdateCouponDocument, refetch);
  const [remove, removing] = useMutation(ConsoleDeleteCouponDocument, refetch);
  const what = `coupon ${coupon.code}`;
  return (
    <tr>
      <th scope="row">{coupon.code}</th>
      <td>{KIND_TEXT[coupon.kind]}</td>
      <td>{takesOff(coupon)}</td>
      <td>{coupon.minSubtotal.cents > 0 ? coupon.minSubtotal.formatted : 'Any'}</td>
      <td>{coupon.startsAt ? date(coupon.startsAt) : 'At once'}</td>
      <td>{coupon.expiresAt ? date(coupon.expiresAt) : 'Never'}</td>
      <td>
        {coupon.usageLimit === null || coupon.usageLimit === undefined
          ? `${coupon.timesUsed} (no limit)`
          : `${coupon.timesUsed} of ${coupon.usageLimit}`}
      </td>
      <td>{activeText(coupon.active)}</td>
      <td className="commerce-row-actions">
        <button type="button" className="console-secondary" onClick={onEdit} aria-label={`Edit ${what}`}>
          Edit
        </button>
        <ActiveSwitch
          what={what}
          active={coupon.active}
          busy={updating.loading}
          onSwitch={async (active) => {
            const answer = (await update({ variables: { id: coupon.id, input: { active } } })).data?.updateCoupon;
            if (answer?.userErrors.length === 0) onDone(`Coupon ${coupon.code} switched ${active ? 'on' : 'off'}.`);
            return answer;
          }}
        />
        <DeleteButton
          what={what}
          busy={removing.loading}
          onDelete={async () => {
            const answer = (await remove({ variables: { id: coupon.id } })).data?.deleteCoupon;
            if (answer?.userErrors.length === 0) onDone(`Coupon ${coupon.code} deleted.`);
            return answer;
          }}
        />
      </td>
    </tr>
  );
}
