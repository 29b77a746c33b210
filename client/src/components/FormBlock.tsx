// A site form block (spec §4 "Form submission", §5 "Site form email", "Textarea with max length", §8 "Site forms"):
// every field type, locked with 'Submitting…' while sending, errors by field with the scroll notices (not on
// newsletter forms), the captcha badge, and the submission text once sent. Its render is counted.
import { createElement, useEffect, useId, useRef } from 'react';
import { FORM_PROBLEM_ABOVE_MESSAGE, FORM_PROBLEM_BELOW_MESSAGE, SUBMITTING_LABEL } from '../../../domain/messages.ts';
import { useFormRenderCensus } from '../analytics/census.ts';
import type { SiteFormFieldsFragment } from '../graphql/generated/documents/SiteFormFieldsFragment.ts';
import type { CaptchaAction } from '../lib/captcha.ts';
import { CAPTCHA_ERROR_KEY } from '../lib/site-form-errors.ts';
import { type CaptchaSettings, useCaptcha } from '../lib/use-captcha.ts';
import { useSiteForm } from '../lib/use-site-form.ts';
import { CaptchaBadge } from './CaptchaBadge.tsx';
import { CustomFormField } from './CustomFormField.tsx';
import { FormAlert } from './FormAlert.tsx';
import '../forms.css';
import { PostSubmitHtml } from './PostSubmitHtml.tsx';

export const DEFAULT_SUBMIT_LABEL = 'Submit';

export type FormBlockProps = {
  form: SiteFormFieldsFragment;
  captchaSettings: CaptchaSettings | null | undefined;
  submitLabel?: string;
  /** The level of the form's title: 1 on a page of its own, 2 inside a page. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  /** The captcha action, when the form is shown somewhere other than its own block (the promo popup). */
  captchaAction?: CaptchaAction;
};

const FOCUSABLE = 'input:not([type="hidden"]), select, textarea';

export function FormBlock({
  form,
  captchaSettings,
  submitLabel = DEFAULT_SUBMIT_LABEL,
  headingLevel = 2,
  className,
  captchaAction,
}: FormBlockProps) {
  const titleId = useId();
  const captchaErrorId = useId();
  const newsletter = form.kind === 'NEWSLETTER';
  const action: CaptchaAction = captchaAction ?? (newsletter ? 'NEWSLETTER_BLOCK_SUBMISSION' : 'FORM_BLOCK_SUBMISSION');
  const captcha = useCaptcha(captchaSettings, action, form.captchaRequired);
  const state = useSiteForm(form, captcha);
  const { fields, values, errors, message, phase, failures } = state;
  const formRef = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const submittedRef = useRef<HTMLDivElement>(null);
  useFormRenderCensus(form.id);

  // After a failure, focus goes to the first field in error, else to the notice above the form.
  useEffect(() => {
    if (failures === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    (control ?? noticeRef.current)?.focus();
  }, [failures]);

  useEffect(() => {
    if (phase === 'submitted') submittedRef.current?.focus();
  }, [phase]);

  const locked = phase === 'locked';
  const problem = !newsletter && phase === 'idle' && (message !== null || Object.keys(errors).length > 0);
  const classes = ['form-block', newsletter ? 'form-block--newsletter' : null, className ?? null].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={titleId}>
      {createElement(`h${headingLevel}`, { id: titleId, className: 'form-block__title' }, form.name)}
      {phase === 'submitted' ? (
        <div ref={submittedRef} role="status" tabIndex={-1} className="form-block__submitted">
          {form.submissionMessage}
          {form.postSubmitHtml && <PostSubmitHtml html={form.postSubmitHtml} />}
        </div>
      ) : (
        <form
          ref={formRef}
          className="form-block__form custom-form"
          aria-labelledby={titleId}
          aria-busy={locked || undefined}
          noValidate
          onFocus={captcha.showBadge}
          onSubmit={(event) => {
            event.preventDefault();
            void state.submit();
          }}
        >
          {problem && (
            <p ref={noticeRef} role="alert" tabIndex={-1} className="form-block__notice">
              {FORM_PROBLEM_ABOVE_MESSAGE}
            </p>
          )}
          {fields.map((field) => (
            <CustomFormField
              key={field.id}
              field={field}
              value={values[field.id]}
              error={errors[field.id]}
              onChange={(value) => state.setValue(field.id, value)}
            />
          ))}
          {form.disclaimer && <p className="form-block__disclaimer">{form.disclaimer}</p>}
          <CaptchaBadge captcha={captcha} errorId={captchaErrorId} error={errors[CAPTCHA_ERROR_KEY]} />
          <FormAlert message={message} />
          <button type="submit" className="button" aria-disabled={locked || undefined}>
            {locked ? SUBMITTING_LABEL : submitLabel}
          </button>
          {problem && <p className="form-block__notice">{FORM_PROBLEM_BELOW_MESSAGE}</p>}
        </form>
      )}
    </section>
  );
}
