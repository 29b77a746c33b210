// The state of a small visitor form (a review, a comment): the draft, its errors by field, sending and sent. Changing
// a field clears its error and the form's; `fail` shows new errors and moves focus to the first field with one;
// once sent, focus moves to the thank-you note (`sentRef`).
import { useEffect, useRef, useState } from 'react';

export type FormErrors<F extends string> = Partial<Record<F, string>> & { form?: string };

export function useDraftForm<D extends object, F extends string>(initial: D | (() => D)) {
  const [draft, setDraft] = useState<D>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const set = (patch: Partial<D>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])), form: undefined }));
  };

  /** Shows the errors and moves focus to the first field with one. */
  function fail(next: FormErrors<F>) {
    setErrors(next);
    setSending(false);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  /** Sent: the thank-you note takes the form's place (and focus); the draft starts again from `next` when given. */
  function done(next?: D) {
    setSending(false);
    if (next) setDraft(next);
    setSent(true);
  }

  return { draft, set, errors, sending, start: () => setSending(true), sent, done, fail, sentRef, formRef };
}
