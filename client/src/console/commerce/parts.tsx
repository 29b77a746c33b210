// Pieces the coupon, shipping and tax screens share: the screen's frame (a permission message for owners without
// settings:write), running a change and keeping its refusals, deleting after an in-page question, and switching on/off.
import { type ReactNode, useState } from 'react';
import { ConfirmButton } from '../shared/Confirm.tsx';
import { type FieldMessage, OtherErrors, requestFailed } from '../shared/errors.tsx';
import './commerce.css';

export function CommerceScreen({
  id,
  title,
  allowed,
  denied,
  children,
}: {
  id: string;
  title: string;
  allowed: boolean;
  denied: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="commerce">
      <h1 id={`${id}-title`}>{title}</h1>
      {allowed ? children : <p>{denied}</p>}
    </section>
  );
}

type Answer = { userErrors: FieldMessage[] } | null | undefined;

/** A change's refusals (the API's userErrors, or the request's failure) and `run`, which answers whether it was made. */
export function useChange() {
  const [errors, setErrors] = useState<FieldMessage[]>([]);
  const run = async (change: () => Promise<Answer>) => {
    try {
      const userErrors = (await change())?.userErrors ?? [];
      setErrors(userErrors);
      return userErrors.length === 0;
    } catch (error) {
      setErrors(requestFailed(error));
      return false;
    }
  };
  return { errors, setErrors, run };
}

/** Delete, confirmed in the page; a refusal shows under the button. */
export function DeleteButton({ what, busy, onDelete }: { what: string; busy: boolean; onDelete: () => Promise<Answer> }) {
  const { errors, run } = useChange();
  return (
    <>
      <ConfirmButton
        label="Delete"
        name={`Delete ${what}`}
        question={`Delete ${what}? This cannot be undone.`}
        action="Delete"
        busy={busy}
        onConfirm={() => run(onDelete)}
      />
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}

/** Switch off / Switch on: one change of `active`. */
export function ActiveSwitch({
  what,
  active,
  busy,
  onSwitch,
}: {
  what: string;
  active: boolean;
  busy: boolean;
  onSwitch: (active: boolean) => Promise<Answer>;
}) {
  const { errors, run } = useChange();
  const label = active ? 'Switch off' : 'Switch on';
  return (
    <>
      <button
        type="button"
        className="console-secondary"
        disabled={busy}
        aria-label={`${label} ${what}`}
        onClick={() => void run(() => onSwitch(!active))}
      >
        {label}
      </button>
      <OtherErrors errors={errors} fields={[]} />
    </>
  );
}

export const activeText = (active: boolean) => (active ? 'Active' : 'Off');
