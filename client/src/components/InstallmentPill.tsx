// Installment pill (spec §4, §5): 'or 4 interest-free payments of {amount} with {brand}', or the range note.
import {
  INSTALLMENT_COUNT,
  installmentAmountCents,
  installmentRangeDirection,
  installmentRangeText,
  installmentsApply,
} from '../../../domain/installments.ts';
import { installmentPaymentsOneLineText } from '../../../domain/messages.ts';
import { formatMoney } from '../../../domain/money.ts';

export type InstallmentPillProps = {
  available: boolean;
  brand: string | null;
  productType: number;
  /** The price to pay, in minor units. */
  priceCents: number | null;
  minCents: number;
  maxCents: number;
  currency: string;
};

export function installmentPillText(p: InstallmentPillProps & { brand: string; priceCents: number }): string {
  const direction = installmentRangeDirection(p.priceCents, p.minCents, p.maxCents);
  if (direction === null) {
    const amount = formatMoney(installmentAmountCents(p.priceCents), p.currency);
    return `${installmentPaymentsOneLineText(INSTALLMENT_COUNT, amount)} ${p.brand}`;
  }
  const bound = formatMoney(direction === 'up-to' ? p.maxCents : p.minCents, p.currency);
  return `${p.brand} ${installmentRangeText(direction, bound)}`;
}

export function InstallmentPill(props: InstallmentPillProps) {
  const { available, brand, priceCents, productType } = props;
  if (!available || !brand || priceCents === null || !installmentsApply([productType])) return null;
  return <p className="installment-pill">{installmentPillText({ ...props, brand, priceCents })}</p>;
}
