// A gift card's optional recipient: the email the code goes to (else the buyer's) and a message for them.
import { GIFT_CARD_MESSAGE_MAX } from '../../../domain/gift-card.ts';
import { GIFT_CARD_TEXT } from '../../../domain/messages.ts';
import { TextField } from './TextField.tsx';

export type GiftCardRecipient = { recipientEmail: string; message: string };

/** The JSON that goes with the add, or null when nothing was filled in. */
export function recipientJson(r: GiftCardRecipient): string | null {
  const recipientEmail = r.recipientEmail.trim();
  const message = r.message.trim();
  return recipientEmail || message ? JSON.stringify({ recipientEmail, message }) : null;
}

export function GiftCardRecipientFields({ value, onChange }: { value: GiftCardRecipient; onChange: (next: GiftCardRecipient) => void }) {
  return (
    <fieldset className="gift-card-recipient">
      <legend>{GIFT_CARD_TEXT.recipientLegend}</legend>
      <TextField
        label={GIFT_CARD_TEXT.recipientEmail}
        name="recipientEmail"
        type="email"
        autoComplete="off"
        value={value.recipientEmail}
        onChange={(e) => onChange({ ...value, recipientEmail: e.target.value })}
      />
      <label className="field">
        <span className="field__label">{GIFT_CARD_TEXT.message}</span>
        <textarea
          name="giftMessage"
          maxLength={GIFT_CARD_MESSAGE_MAX}
          rows={3}
          value={value.message}
          onChange={(e) => onChange({ ...value, message: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
