// The installment provider's info popup (spec §4): how paying in 4 works; closes on Escape, its close button or a
// click outside it.
import { useId } from 'react';
import { CART_ACTION_TEXT, installmentInfoSteps } from '../../../domain/messages.ts';
import { Modal } from './Modal.tsx';

export type InstallmentInfoPopupProps = { brand: string; summary: string; onClose: () => void };

export function InstallmentInfoPopup({ brand, summary, onClose }: InstallmentInfoPopupProps) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} closeOnOutsideClick className="installment-info">
      <h2 id={titleId}>{brand}</h2>
      <p>{summary}</p>
      <ol className="installment-info__steps">
        {installmentInfoSteps(brand).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" className="button" onClick={onClose}>
        {CART_ACTION_TEXT.close}
      </button>
    </Modal>
  );
}
