// The captcha seam (spec §4, §7, §8 "Captcha"): the provider's script loaded once per variant (explicit render, one
// shared promise), a widget rendered into a form's container, and its token. window.grecaptcha is the only contact
// point, so a page (or a test) that already has one never loads anything.
import { RECAPTCHA_NOT_SET_UP_MESSAGE } from '../../../domain/messages.ts';

export type CaptchaAction =
  | 'FORM_BLOCK_SUBMISSION'
  | 'NEWSLETTER_BLOCK_SUBMISSION'
  | 'PRODUCT_WAITLIST_SUBMISSION'
  | 'PROMO_POPUP_SUBMISSION';

type RenderParams = { sitekey: string; size?: 'invisible' | 'compact' | 'normal'; badge?: 'inline' };

/** A checkbox captcha in a container narrower than this is rendered compact (spec §9). */
export const COMPACT_CAPTCHA_BELOW_PX = 320;

/** The parts of reCAPTCHA (standard, or its `enterprise` namespace) this storefront uses. */
export type CaptchaProvider = {
  render(container: HTMLElement, params: RenderParams): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  execute(widgetId: number, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: CaptchaProvider & { enterprise?: CaptchaProvider };
  }
}

export type CaptchaWidget = {
  /** The response to send, or null when the shopper has not completed the challenge. */
  token(action: CaptchaAction): Promise<string | null>;
  reset(): void;
};

const SCRIPT_URL = {
  standard: 'https://www.google.com/recaptcha/api.js',
  enterprise: 'https://www.google.com/recaptcha/enterprise.js',
} as const;

const loads = new Map<boolean, Promise<CaptchaProvider>>();

function providerOf(enterprise: boolean): CaptchaProvider | null {
  const provider = enterprise ? window.grecaptcha?.enterprise : window.grecaptcha;
  return typeof provider?.render === 'function' ? provider : null;
}

/** The provider, loading its script the first time it is asked for (and again only after a failed load). */
export function loadCaptcha(enterprise: boolean): Promise<CaptchaProvider> {
  const present = providerOf(enterprise);
  if (present) return Promise.resolve(present);
  let load = loads.get(enterprise);
  if (!load) {
    load = new Promise<CaptchaProvider>((resolve, reject) => {
      const callback = enterprise ? '__shopwrightCaptchaEnterpriseLoaded' : '__shopwrightCaptchaLoaded';
      const notSetUp = () => {
        loads.delete(enterprise);
        reject(new Error(RECAPTCHA_NOT_SET_UP_MESSAGE));
      };
      Object.assign(window, {
        [callback]: () => (providerOf(enterprise) ? resolve(providerOf(enterprise) as CaptchaProvider) : notSetUp()),
      });
      const script = document.createElement('script');
      script.src = `${enterprise ? SCRIPT_URL.enterprise : SCRIPT_URL.standard}?render=explicit&onload=${callback}`;
      script.async = true;
      script.onerror = notSetUp;
      document.head.append(script);
    });
    loads.set(enterprise, load);
  }
  return load;
}

/** The width the widget has: its container's, or while that is hidden (no box yet) its parent's. */
function widthFor(container: HTMLElement): number {
  return container.getBoundingClientRect().width || container.parentElement?.getBoundingClientRect().width || 0;
}

/** Renders the widget into `container`: a checkbox (standard; compact below COMPACT_CAPTCHA_BELOW_PX) or an invisible
 * challenge with an inline badge. */
export async function renderCaptcha(container: HTMLElement, siteKey: string, enterprise: boolean): Promise<CaptchaWidget> {
  const provider = await loadCaptcha(enterprise);
  const checkbox = { sitekey: siteKey, size: widthFor(container) < COMPACT_CAPTCHA_BELOW_PX ? 'compact' : 'normal' } as const;
  const widgetId = provider.render(container, enterprise ? { sitekey: siteKey, size: 'invisible', badge: 'inline' } : checkbox);
  return {
    async token(action) {
      const token = enterprise ? await provider.execute(widgetId, { action }) : provider.getResponse(widgetId);
      return token || null;
    },
    reset: () => provider.reset(widgetId),
  };
}
