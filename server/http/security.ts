// Security middlewares for every route: secure headers with a Content-Security-Policy, CORS for headless origins,
// and request body size limits on /graphql and /api/*.
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { NONCE, type SecureHeadersVariables, secureHeaders } from 'hono/secure-headers';
import { BODY_TOO_LARGE_MESSAGE } from '../../domain/messages.ts';
import { MAX_IMAGE_BYTES } from '../../domain/store-limits.ts';
import { anyTracker, trackerSettings, withTrackerSources } from '../../domain/trackers.ts';
import { API_EXPLORER_PATH } from '../rest/api-explorer.ts';
import { EMBED_HOSTS } from '../services/content/render-html.ts';
import type { AppEnv } from './app-env.ts';
import { limitBody } from './body-limit.ts';

export type SecurityConfig = {
  /** Origins of headless clients allowed by CORS, with credentials; `*` allows any origin without credentials. */
  corsOrigins: string[];
  /** Largest request body accepted on /graphql and /api/*, in bytes. */
  maxBodyBytes: number;
  /** Send Strict-Transport-Security (HTTPS deployments). */
  hsts: boolean;
  /** The storefront loads Stripe.js and its Payment Element (PAYMENT_PROVIDER=stripe). */
  stripe?: boolean;
};

/** What Stripe.js needs (stripe.com/docs/security/guide#content-security-policy): its script, its frames, its API. */
const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};
const withStripe = (csp: typeof PAGE_CSP) => ({
  ...csp,
  scriptSrc: [...csp.scriptSrc, ...STRIPE_CSP.scriptSrc],
  connectSrc: [...csp.connectSrc, ...STRIPE_CSP.connectSrc],
  frameSrc: [...csp.frameSrc, ...STRIPE_CSP.frameSrc],
});

/** What the captcha provider's script needs (reCAPTCHA standard and Enterprise, developers.google.com/recaptcha/docs/faq
 * "Content Security Policy"): its script and the scripts it loads, and its challenge frames. */
export const CAPTCHA_CSP: Record<string, string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

const ALLOW_HEADERS = ['Content-Type', 'Authorization', 'X-CSRF-Token', 'X-Shopwright-Website'];
const EXPOSE_HEADERS = ['X-Request-Id', 'Retry-After'];
const LIMITED_BODIES = /^\/(graphql$|api\/|cart\/add$)/;
/** Owners' uploads: one image (or a GraphQL multipart request carrying one file), with room for the other fields. */
const IMAGE_UPLOAD = /^\/api\/commerce\/products\/[^/]+\/images$/;
const STREAMED_UPLOAD = /^\/api\/commerce\/products\/[^/]+\/digital-file$/;
/** A catalog CSV to import, streamed to storage and counted by its service (MAX_IMPORT_FILE_BYTES). */
const STREAMED_IMPORT = /^\/api\/commerce\/products\/import$/;
export const MAX_UPLOAD_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** The built storefront: scripts, styles and API calls from this origin only; images also from https hosts. */
const PAGE_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Server-rendered pages carry React's style attributes (a gallery's layout variables, focal points); style
  // elements and sheets stay this origin's only.
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // Video and audio blocks: players from the embed hosts the sanitiser lets through, media files over https.
  frameSrc: EMBED_HOSTS.map((host) => `https://${host}`),
  mediaSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};
/** GraphiQL (GET /graphql, and the owners' API explorer) is one inline page — its code and styles inside it
 * (`@graphql-yoga/render-graphiql`), its editor's workers made from blobs — that loads nothing from elsewhere. */
const GRAPHIQL_CSP = {
  ...PAGE_CSP,
  scriptSrc: ["'self'", "'unsafe-inline'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
};

export function securityMiddleware(config: SecurityConfig): MiddlewareHandler[] {
  return [headersMiddleware(config), corsMiddleware(config), bodyLimitMiddleware(config)];
}

/** The request's variables the headers are chosen by (its context, once made), and secureHeaders' own. */
type HeadersEnv = { Variables: AppEnv['Variables'] & SecureHeadersVariables };

function headersMiddleware(config: SecurityConfig): MiddlewareHandler<HeadersEnv> {
  const common = {
    strictTransportSecurity: config.hsts ? 'max-age=15552000; includeSubDomains' : false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    // Payment and sign-in popups keep their opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  };
  const pageCsp = config.stripe ? withStripe(PAGE_CSP) : PAGE_CSP;
  const page = secureHeaders({ ...common, contentSecurityPolicy: pageCsp });
  // The owner console frames the website's own pages for its live preview (client/src/console/website/Preview.tsx),
  // and React Aria, its components, adds one style element of its own: it carries the page's nonce, which the page
  // names in <meta property="csp-nonce"> (server/http/storefront.ts).
  const consolePage = secureHeaders({
    ...common,
    contentSecurityPolicy: { ...pageCsp, styleSrc: [...pageCsp.styleSrc, NONCE], frameSrc: ["'self'", ...pageCsp.frameSrc] },
  });
  const graphiql = secureHeaders({ ...common, contentSecurityPolicy: GRAPHIQL_CSP });
  // Product images may be shown by headless storefronts on other origins.
  const images = secureHeaders({ ...common, contentSecurityPolicy: pageCsp, crossOriginResourcePolicy: 'cross-origin' });
  return (c, next) => {
    if (c.req.path.startsWith('/images/')) return images(c, next);
    if (c.req.path === '/config' || c.req.path.startsWith('/config/')) return consolePage(c, next);
    if (c.req.method === 'GET' && (c.req.path === '/graphql' || c.req.path === API_EXPLORER_PATH)) return graphiql(c, next);
    return withTrackers(c, () => page(c, next));
  };
}

/** Adds sources to the named directives of a policy. */
function withSources(policy: string, extra: Record<string, string[]>): string {
  return policy
    .split(';')
    .map((directive) => {
      const add = extra[directive.trim().split(/\s+/)[0]] ?? [];
      return add.length > 0 ? `${directive.trimEnd()} ${add.join(' ')}` : directive;
    })
    .join(';');
}

/** A website's pages also allow the hosts its enabled outbound trackers need (domain/trackers.ts), and only those;
 * and the captcha provider's when it has a captcha site key (its forms load the provider's script). */
async function withTrackers(c: Context<HeadersEnv>, answer: () => Promise<unknown>): Promise<void> {
  await answer();
  const website = c.get('ctx')?.website;
  let policy = c.res.headers.get('Content-Security-Policy');
  if (!website || !policy) return;
  const trackers = trackerSettings(website.trackers);
  if (anyTracker(trackers)) policy = withTrackerSources(policy, trackers);
  if (website.captchaSiteKey) policy = withSources(policy, CAPTCHA_CSP);
  c.res.headers.set('Content-Security-Policy', policy);
}

function corsMiddleware(config: SecurityConfig): MiddlewareHandler {
  const listed = config.corsOrigins.filter((origin) => origin !== '*');
  const shared = { allowHeaders: ALLOW_HEADERS, exposeHeaders: EXPOSE_HEADERS, maxAge: 600 };
  const withCredentials = cors({ ...shared, origin: listed, credentials: true });
  const anyOrigin = config.corsOrigins.includes('*') ? cors({ ...shared, origin: '*' }) : null;
  return (c, next) => {
    const origin = c.req.header('origin');
    if (origin && listed.includes(origin)) return withCredentials(c, next);
    if (anyOrigin) return anyOrigin(c, next);
    // Same-origin requests go on; a preflight from an origin not listed gets no CORS headers, so browsers refuse it.
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) return Promise.resolve(c.body(null, 403));
    return next();
  };
}

function bodyLimitMiddleware(config: SecurityConfig): MiddlewareHandler {
  const tooLarge = (c: Context) => c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
  const limit = limitBody(config.maxBodyBytes, tooLarge);
  const upload = limitBody(MAX_UPLOAD_BODY_BYTES, tooLarge);
  return (c, next) => {
    const path = c.req.path;
    // A digital product's file and a catalog CSV are streamed and counted by their services (MAX_DIGITAL_FILE_BYTES,
    // MAX_IMPORT_FILE_BYTES).
    if (c.req.method === 'PUT' && STREAMED_UPLOAD.test(path)) return next();
    if (c.req.method === 'POST' && STREAMED_IMPORT.test(path)) return next();
    const multipart = (c.req.header('content-type') ?? '').startsWith('multipart/form-data');
    if (IMAGE_UPLOAD.test(path) || (path === '/graphql' && multipart)) return upload(c, next);
    return LIMITED_BODIES.test(path) ? limit(c, next) : next();
  };
}
