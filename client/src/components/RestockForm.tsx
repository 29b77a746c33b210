// The restock form on a sold-out product or variant (spec §4 idle → error | success, §5 "Restock email", §8 "Restock
// failure"): an email, the mailing-list opt-in when the store offers it, and on success the store's text or
// 'Signed up!' in place of the form.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { isValidEmail } from '../../../domain/email.ts';
import { RESTOCK_NOTIFICATION_MESSAGES } from '../../../domain/merchandising-views.ts';
import {
  EMAIL_BLANK_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  RESTOCK_SUCCESS_TEXT,
  SUBMITTING_LABEL,
  selectOptionMessage,
} from '../../../domain/messages.ts';
import type { RestockProductFragment } from '../graphql/generated/documents/RestockProductFragment.ts';
import { SignUpForRestockDocument } from '../graphql/generated/documents/SignUpForRestockMutation.ts';
import { WebsiteCaptchaDocument } from '../graphql/generated/documents/WebsiteCaptchaQuery.ts';
import { restockFailure } from '../lib/restock-errors.ts';
import { useCaptcha } from '../lib/use-captcha.ts';
import { CaptchaBadge } from './CaptchaBadge.tsx';
import { FormAlert } from './FormAlert.tsx';
import { TextField } from './TextField.tsx';
import '../forms.css';

/** The restock form's words: the same the API gives templates and headless clients (restockNotificationMessages). */
export const RESTOCK_TEXT = {
  title: RESTOCK_NOTIFICATION_MESSAGES.CTAText,
  email: RESTOCK_NOTIFICATION_MESSAGES.placeholderText,
  joinMailingList: RESTOCK_NOTIFICATION_MESSAGES.mailingListDescription,
  submit: RESTOCK_NOTIFICATION_MESSAGES.buttonText,
} as const;

export type RestockFormProps = {
  product: RestockProductFragment;
  /** The sold-out variant to wait for, or null while options are still to choose. */
  variantId: string | null;
  /** The options not chosen yet (for the 'Please select…' message when no variant is known). */
  missingOptions: readonly string[];
};

type Status = 'idle' | 'sending' | 'error' | 'success';

const shopperLanguage = () => document.documentElement.lang || navigator.language || null;

export function RestockForm({ product, variantId, missingOptions }: RestockFormProps) {
  const titleId = useId();
  const captchaErrorId = useId();
  const { merchandising } = product;
  const [email, setEmail] = useState('');
  const [joinList, setJoinList] = useState(merchandising.mailingListOptInByDefault);
  const [status, setStatus] = useState<Status>('idle');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const successRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { data: site } = useQuery(WebsiteCaptchaDocument);
  const captcha = useCaptcha(site?.website.captchaSettings, 'PRODUCT_WAITLIST_SUBMISSION');
  const [signUp] = useMutation(SignUpForRestockDocument);

  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
  }, [status]);

  /** Error state: the message goes by the email field or above the button; focus returns to the email. */
  function fail(at: { email: string } | { form: string }) {
    setEmailError('email' in at ? at.email : null);
    setFormError('form' in at ? at.form : null);
    setStatus('error');
    captcha.reset();
    formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const address = email.trim();
    if (!address) return fail({ email: EMAIL_BLANK_MESSAGE });
    if (!isValidEmail(address)) return fail({ email: EMAIL_INVALID_MESSAGE });
    if (!variantId) return fail({ form: selectOptionMessage(missingOptions) });
    setStatus('sending');
    const token = await captcha.token();
    if (!token.ok) return fail({ form: token.message });
    try {
      const { data } = await signUp({
        variables: {
          productId: product.id,
          variantId,
          siteVisitorEmail: address,
          isJoinMailingList: merchandising.mailingListSignUpEnabled ? joinList : false,
          recaptchaEnterpriseV3Token: token.token,
          language: shopperLanguage(),
        },
      });
      const refusal = data?.signUpForRestock.userErrors[0];
      if (data?.signUpForRestock.signUp && !refusal) return setStatus('success');
      if (refusal?.field === 'siteVisitorEmail') return fail({ email: refusal.message });
      fail({ form: restockFailure(refusal?.message) });
    } catch (error) {
      fail({ form: restockFailure(null, error) });
    }
  }

  return (
    <section className="restock-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="restock-form__title">
        {RESTOCK_TEXT.title}
      </h2>
      {status === 'success' ? (
        <p ref={successRef} role="status" tabIndex={-1} className="restock-form__success">
          {merchandising.restockSuccessMessage || RESTOCK_SUCCESS_TEXT}
        </p>
      ) : (
        <form ref={formRef} aria-labelledby={titleId} noValidate onFocus={captcha.showBadge} onSubmit={(e) => void submit(e)}>
          <TextField
            label={RESTOCK_TEXT.email}
            name="siteVisitorEmail"
            type="email"
            autoComplete="email"
            value={email}
            error={emailError}
            onChange={(e) => setEmail(e.target.value)}
          />
          {merchandising.mailingListSignUpEnabled && (
            <label className="restock-form__opt-in">
              <input type="checkbox" checked={joinList} onChange={(e) => setJoinList(e.target.checked)} />
              {RESTOCK_TEXT.joinMailingList}
            </label>
          )}
          <CaptchaBadge captcha={captcha} errorId={captchaErrorId} />
          <FormAlert message={formError} />
          <button type="submit" className="button" aria-disabled={status === 'sending' || undefined}>
            {status === 'sending' ? SUBMITTING_LABEL : RESTOCK_TEXT.submit}
          </button>
        </form>
      )}
    </section>
  );
}
