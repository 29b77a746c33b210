// A consequential action confirmed in a dialog: its button opens a modal alert dialog (React Aria's Modal and Dialog:
// focus moves into it and stays there, Escape or Cancel closes it, focus returns to the button that opened it) with
// the action's button and the way out.
import './shared.css';
import { useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

type QuestionProps = {
  question: string;
  action: string;
  busy: boolean;
  /** The way out's words ("Keep the order"). */
  cancelLabel?: string;
  /** What gets focus when the question opens: the dialog itself, or the action's button. */
  focus?: 'question' | 'action';
};

type ConfirmProps = QuestionProps & {
  /** The button's text, and its accessible name (naming what it acts on). */
  label: string;
  name: string;
  /** Answers whether the change was made; when not (a refusal), the question closes. */
  onConfirm: () => Promise<boolean>;
};

export function ConfirmButton({ label, name, onConfirm, ...question }: ConfirmProps) {
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    if (!(await onConfirm())) setAsking(false);
  };
  return (
    <>
      <button type="button" className="console-secondary" onClick={() => setAsking(true)} aria-label={name}>
        {label}
      </button>
      <ConfirmQuestion {...question} open={asking} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />
    </>
  );
}

/**
 * The dialog alone, for an action opened by something else than a plain button (a form that checks its values first).
 * Focus goes back to what had it when the dialog opened.
 */
export function ConfirmQuestion({
  question,
  action,
  busy,
  cancelLabel = 'Cancel',
  focus = 'question',
  open,
  onConfirm,
  onCancel,
}: QuestionProps & { open: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <ModalOverlay
      className="console-dialog-overlay"
      isOpen={open}
      onOpenChange={(isOpen) => !isOpen && !busy && onCancel()}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
    >
      <Modal className="console-dialog">
        <Dialog role="alertdialog">
          <Heading slot="title">{question}</Heading>
          <div className="console-dialog-actions">
            <Button className="console-secondary" onPress={onCancel} isDisabled={busy}>
              {cancelLabel}
            </Button>
            <Button className="console-danger" onPress={onConfirm} isDisabled={busy} autoFocus={focus === 'action'}>
              {busy ? 'Working…' : action}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
