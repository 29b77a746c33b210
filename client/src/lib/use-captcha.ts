// A form's captcha (spec §4 "Form submission", captcha badge): rendered into the form's container when the website
// has a site key, its token at submit time, a reset after a failure, and whether the enterprise badge is showing. A
// form that requires a captcha on a website without a site key is not sent: 'site key not found' (spec §8).
import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE,
  FORM_CAPTCHA_INCOMPLETE_MESSAGE,
  RECAPTCHA_NOT_SET_UP_MESSAGE,
} from '../../../domain/messages.ts';
import { type CaptchaAction, type CaptchaWidget, renderCaptcha } from './captcha.ts';

export type CaptchaSettings = { siteKey: string | null; enterprise: boolean };

/** The token to send (null: no captcha on this website), or why the form cannot be sent yet. */
export type CaptchaToken = { ok: true; token: string | null } | { ok: false; message: string };

export type Captcha = {
  enabled: boolean;
  /** The action the token is asked for, which the submission names so the server checks the token for it. */
  action: CaptchaAction;
  enterprise: boolean;
  containerRef: RefObject<HTMLDivElement | null>;
  badgeShown: boolean;
  /** Shows the enterprise badge (a form field gained focus). */
  showBadge: () => void;
  token: () => Promise<CaptchaToken>;
  reset: () => void;
};

/** `required`: the form refuses submissions without a captcha response (its captchaRequired setting). */
export function useCaptcha(settings: CaptchaSettings | null | undefined, action: CaptchaAction, required = false): Captcha {
  const siteKey = settings?.siteKey || null;
  const enterprise = settings?.enterprise ?? false;
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<CaptchaWidget> | null>(null);
  const [badgeShown, setBadgeShown] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!siteKey || !container) return;
    // A fresh host per render: the provider refuses to render twice into one element.
    const host = document.createElement('div');
    container.append(host);
    const rendering = renderCaptcha(host, siteKey, enterprise);
    rendering.catch(() => undefined); // reported when the form is sent
    widget.current = rendering;
    return () => {
      widget.current = null;
      host.remove();
    };
  }, [siteKey, enterprise]);

  async function token(): Promise<CaptchaToken> {
    if (!siteKey) return required ? { ok: false, message: CAPTCHA_SITE_KEY_NOT_FOUND_MESSAGE } : { ok: true, token: null };
    try {
      const response = await (widget.current ?? Promise.reject(new Error(RECAPTCHA_NOT_SET_UP_MESSAGE))).then((w) => w.token(action));
      return response ? { ok: true, token: response } : { ok: false, message: FORM_CAPTCHA_INCOMPLETE_MESSAGE };
    } catch {
      return { ok: false, message: RECAPTCHA_NOT_SET_UP_MESSAGE };
    }
  }

  function reset() {
    void widget.current?.then((w) => w.reset()).catch(() => undefined);
  }

  return { enabled: siteKey !== null, action, enterprise, containerRef, badgeShown, showBadge: () => setBadgeShown(true), token, reset };
}
