// Cookie attributes: Secure and SameSite=None on HTTPS deployments (headless origins), Lax on plain HTTP.
import type { CookieOptions } from 'hono/utils/cookie';

export function cookieOptions(secure: boolean, opts: { httpOnly: boolean }): CookieOptions {
  return { path: '/', httpOnly: opts.httpOnly, secure, sameSite: secure ? 'None' : 'Lax' };
}
