// The bot check a website asks for: none without a captcha site key, else the standard or enterprise verifier.
import type { Website } from '../../db/generated/postgresql/client.ts';
import type { CaptchaAction, CaptchaResult, CaptchaVerifier } from './captcha-verifier.ts';

export type CaptchaVerifiers = { standard: CaptchaVerifier; enterprise: CaptchaVerifier };

export async function botCheck(
  verifiers: CaptchaVerifiers,
  website: Website,
  request: { token?: string | null; action: CaptchaAction; remoteIp?: string },
): Promise<CaptchaResult> {
  if (!website.captchaSiteKey) return { ok: true };
  const verifier = website.captchaEnterprise ? verifiers.enterprise : verifiers.standard;
  return verifier.verify({
    token: request.token,
    action: request.action,
    remoteIp: request.remoteIp,
    siteKey: website.captchaSiteKey,
    secret: website.captchaSecret,
  });
}
