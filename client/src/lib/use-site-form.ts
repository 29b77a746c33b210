// A site form's submission (spec §4 "Form submission", §8 "Site forms"): locked while sending, the domain rules first
// (unless the form's clientValidation setting is off: then the server's validation answers), the captcha response,
// then key and save; success redirects or shows the submission text, failure shows the errors
// by field, resets the captcha and unlocks. A newsletter sign-up is also a lead (the social pixel's Lead,
// domain/trackers.ts isLeadForm) and the page's form-success event; other forms are neither.
import { useMemo, useRef, useState } from 'react';
import { type FieldValue, type FormField, valueShape } from '../../../domain/form-fields.ts';
import { validateAnswers } from '../../../domain/form-validation.ts';
import { normalizeAnswers } from '../../../domain/form-values.ts';
import { isLeadForm } from '../../../domain/trackers.ts';
import { trackSocialEvent } from '../analytics/trackers.ts';
import type { SiteFormFieldsFragment } from '../graphql/generated/documents/SiteFormFieldsFragment.ts';
import { FORM_SUCCESS_EVENT } from './form-success.ts';
import { formFieldsOf } from './purchasable.ts';
import { type NavigateFunction, useNavigate } from './router.tsx';
import { type Failure, placeErrors } from './site-form-errors.ts';
import { saveSiteForm } from './site-form-request.ts';
import type { Captcha } from './use-captcha.ts';

export type SiteFormPhase = 'idle' | 'locked' | 'submitted';

export type SiteFormState = {
  fields: FormField[];
  values: Record<string, FieldValue>;
  setValue: (fieldId: string, value: FieldValue) => void;
  errors: Record<string, string>;
  /** A message about the whole form (status mapping, key failure, captcha…). */
  message: string | null;
  phase: SiteFormPhase;
  /** Counts failed attempts, so the form can move focus after each one. */
  failures: number;
  submit: () => Promise<void>;
};

/** Prefills visible single-value fields that have a default; hidden ones get theirs when sanitised. */
function initialValues(fields: readonly FormField[]): Record<string, FieldValue> {
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    const preset = field.options?.defaultValue;
    if (preset && field.type !== 'hidden' && valueShape(field.type) === 'text') values[field.id] = preset;
  }
  return values;
}

function redirect(target: string, navigate: NavigateFunction): boolean {
  try {
    const url = new URL(target, window.location.href);
    if (url.origin === window.location.origin) navigate(url.pathname + url.search + url.hash);
    else window.location.assign(url.href);
    return true;
  } catch {
    return false;
  }
}

export function useSiteForm(form: SiteFormFieldsFragment, captcha: Captcha): SiteFormState {
  const fields = useMemo(() => formFieldsOf(form), [form]);
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [phase, setPhase] = useState<SiteFormPhase>('idle');
  const [failures, setFailures] = useState(0);
  const sending = useRef(false);

  async function attempt(): Promise<Failure | null> {
    const answers = normalizeAnswers(fields, values, new URLSearchParams(window.location.search));
    const invalid = form.clientValidation ? validateAnswers(fields, answers) : {};
    if (Object.keys(invalid).length > 0) return { errors: invalid, message: null };
    const captchaToken = await captcha.token();
    if (!captchaToken.ok) return { errors: {}, message: captchaToken.message };
    const outcome = await saveSiteForm({ formId: form.id, answers, captchaKey: captchaToken.token, captchaAction: captcha.action });
    return outcome.ok ? null : placeErrors(fields, outcome.fieldErrors, outcome.message, captcha.enabled);
  }

  async function submit() {
    if (sending.current) return;
    sending.current = true;
    setPhase('locked');
    const failure = await attempt();
    sending.current = false;
    if (failure) {
      setErrors(failure.errors);
      setMessage(failure.message);
      captcha.reset();
      setPhase('idle');
      setFailures((n) => n + 1);
      return;
    }
    setErrors({});
    setMessage(null);
    setPhase('idle');
    if (isLeadForm(form.kind)) {
      trackSocialEvent('lead');
      window.dispatchEvent(new CustomEvent(FORM_SUCCESS_EVENT, { detail: { formId: form.id } }));
    }
    if (form.successRedirect && redirect(form.successRedirect, navigate)) return;
    setPhase('submitted');
  }

  const setValue = (fieldId: string, value: FieldValue) => setValues((current) => ({ ...current, [fieldId]: value }));
  return { fields, values, setValue, errors, message, phase, failures, submit };
}
