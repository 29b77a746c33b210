// Installment pill (spec §4, §5): 'or 4 interest-free payments of {amount} with {brand}', or the range note; only
// when every item is physical. A click opens the provider's info popup.
import { useState } from 'react';
import {
  INSTALLMENT_COUNT,
  installmentAmountCents,
  installmentRangeDirection,
  installmentRangeText,
  installmentsApply,
} from '../../../domain/installments.ts';
import { installmentPaymentsOneLineText } from '../../../domain/messages.ts';
import { formatMoney } from '../../../domain/money.ts';
import { deferred } from '../lib/deferred.tsx';
import { InfoIcon } from './theme/icons.tsx';

const InstallmentInfoPopup = deferred(() => import('./InstallmentInfoPopup.tsx').then((m) => m.InstallmentInfoPopup));

export type InstallmentPillProps = {
  available: boolean;
  brand: string | null;
  /** The product types of the item or of every cart entry. */
  productTypes: number[];
  /** The price (or cart subtotal) to pay, in minor units. */
  priceCents: number | null;
  minCents: number;
  maxCents: number;
  currency: string;
};

type PillText = Pick<InstallmentPillProps, 'minCents' | 'maxCents' | 'currency'> & { brand: string; priceCents: number };

export function installmentPillText(p: PillText): string {
  const direction = installmentRangeDirection(p.priceCents, p.minCents, p.maxCents);
  if (direction === null) {
    const amount = formatMoney(installmentAmountCents(p.priceCents), p.currency);
    return `${installmentPaymentsOneLineText(INSTALLMENT_COUNT, amount)} ${p.brand}`;
  }
  const bound = formatMoney(direction === 'up-to' ? p.maxCents : p.minCents, p.currency);
  return `${p.brand} ${installmentRangeText(direction, bound)}`;
}

export function InstallmentPill(props: InstallmentPillProps) {
  const [open, setOpen] = useState(false);
  const { available, brand, priceCents, productTypes } = props;
  if (!available || !brand || priceCents === null || !installmentsApply(productTypes)) return null;
  const text = installmentPillText({ ...props, brand, priceCents });
  return (
    <>
      <button type="button" className="installment-pill" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text}
        <span className="installment-pill__info">
          <InfoIcon />
        </span>
      </button>
      {open && <InstallmentInfoPopup brand={brand} summary={text} onClose={() => setOpen(false)} />}
    </>
  );
}
