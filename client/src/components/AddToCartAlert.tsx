// The add-to-cart alert (spec §8): 'Unable to Add Item' (or the express-checkout and gift-card titles) and why.
import { useId } from 'react';
import { CART_ACTION_TEXT } from '../../../domain/messages.ts';
import type { AddAlert } from '../lib/use-add-to-cart.ts';
import { Modal } from './Modal.tsx';

export function AddToCartAlert({ alert, onClose }: { alert: AddAlert | null; onClose: () => void }) {
  const titleId = useId();
  const messageId = useId();
  if (!alert) return null;
  return (
    <Modal labelledBy={titleId} role="alertdialog" onClose={onClose} className="add-to-cart-alert">
      <h2 id={titleId}>{alert.title}</h2>
      <p id={messageId}>{alert.message}</p>
      <button type="button" className="button" onClick={onClose} aria-describedby={messageId}>
        {CART_ACTION_TEXT.ok}
      </button>
    </Modal>
  );
}
