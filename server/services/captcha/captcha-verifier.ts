// The bot-check seam: verify a captcha response token for an action. reCAPTCHA standard and enterprise verifiers
// call the provider's verification URL (configurable); a website without a captcha site key needs no check.

export type CaptchaAction =
  | 'FORM_BLOCK_SUBMISSION'
  | 'NEWSLETTER_BLOCK_SUBMISSION'
  | 'PRODUCT_WAITLIST_SUBMISSION'
  | 'PROMO_POPUP_SUBMISSION';
export type CaptchaResult = { ok: true } | { ok: false; reason: 'MISSING' | 'INVALID' | 'WRONG_ACTION' | 'LOW_SCORE' | 'UNAVAILABLE' };

export interface CaptchaVerifier {
  verify(request: {
    token: string | null | undefined;
    action: CaptchaAction;
    remoteIp?: string;
    siteKey: string;
    secret: string | null;
  }): Promise<CaptchaResult>;
}

type ProviderAnswer = { success?: boolean; tokenProperties?: { valid?: boolean; action?: string }; riskAnalysis?: { score?: number } };

const post = async (url: string, body: URLSearchParams | string, headers: Record<string, string>): Promise<ProviderAnswer> => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`captcha verification answered ${res.status}`);
  return (await res.json()) as ProviderAnswer;
};

/** reCAPTCHA (standard): `success` from the siteverify endpoint. */
export class RecaptchaVerifier implements CaptchaVerifier {
  constructor(private readonly verifyUrl: string) {}

  async verify(request: Parameters<CaptchaVerifier['verify']>[0]): Promise<CaptchaResult> {
    if (!request.token) return { ok: false, reason: 'MISSING' };
    try {
      const body = new URLSearchParams({
        secret: request.secret ?? '',
        response: request.token,
        ...(request.remoteIp ? { remoteip: request.remoteIp } : {}),
      });
      const answer = await post(this.verifyUrl, body, { 'content-type': 'application/x-www-form-urlencoded' });
      return answer.success === true ? { ok: true } : { ok: false, reason: 'INVALID' };
    } catch {
      return { ok: false, reason: 'UNAVAILABLE' };
    }
  }
}

/** reCAPTCHA Enterprise: the assessment's token must be valid, for the expected action, with a score above the threshold. */
export class RecaptchaEnterpriseVerifier implements CaptchaVerifier {
  constructor(
    private readonly assessmentUrl: string,
    private readonly minScore = 0.5,
  ) {}

  async verify(request: Parameters<CaptchaVerifier['verify']>[0]): Promise<CaptchaResult> {
    if (!request.token) return { ok: false, reason: 'MISSING' };
    try {
      const url = `${this.assessmentUrl}${this.assessmentUrl.includes('?') ? '&' : '?'}key=${encodeURIComponent(request.secret ?? '')}`;
      const answer = await post(
        url,
        JSON.stringify({
          event: { token: request.token, siteKey: request.siteKey, expectedAction: request.action, userIpAddress: request.remoteIp },
        }),
        {
          'content-type': 'application/json',
        },
      );
      if (answer.tokenProperties?.valid !== true) return { ok: false, reason: 'INVALID' };
      if (answer.tokenProperties?.action !== request.action) return { ok: false, reason: 'WRONG_ACTION' };
      if (Number(answer.riskAnalysis?.score ?? 0) < this.minScore) return { ok: false, reason: 'LOW_SCORE' };
      return { ok: true };
    } catch {
      return { ok: false, reason: 'UNAVAILABLE' };
    }
  }
}

/** For local development and tests without the provider: the token "pass" passes, anything else fails. */
export class TestCaptchaVerifier implements CaptchaVerifier {
  async verify(request: Parameters<CaptchaVerifier['verify']>[0]): Promise<CaptchaResult> {
    if (!request.token) return { ok: false, reason: 'MISSING' };
    return request.token === 'pass' ? { ok: true } : { ok: false, reason: 'INVALID' };
  }
}

export type CaptchaSettings = { verifier: 'google' | 'test'; verifyUrl: string; enterpriseUrl: string; minScore: number };

/** CAPTCHA_VERIFIER: Google's verifiers (standard and Enterprise), or `test` (the token "pass" passes). */
export function captchaVerifiers(settings: CaptchaSettings): { standard: CaptchaVerifier; enterprise: CaptchaVerifier } {
  if (settings.verifier === 'test') return { standard: new TestCaptchaVerifier(), enterprise: new TestCaptchaVerifier() };
  return {
    standard: new RecaptchaVerifier(settings.verifyUrl),
    enterprise: new RecaptchaEnterpriseVerifier(settings.enterpriseUrl, settings.minScore),
  };
}
