// Logs with pino: one JSON line per request in production (request id, website, method, path, status, ms), pretty
// lines in development. Unexpected errors carry the request id and the stack, once; expected refusals (4xx, 429) are
// just their request line. Nothing secret is logged: no query strings, no headers or bodies, and the tokens that
// travel in paths (order status links, download links) are cut out.
import type { MiddlewareHandler } from 'hono';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };
export type LogSettings = { production: boolean; logLevel: string };

/** The server's logger: JSON lines in production, pretty lines in development (when pino-pretty is installed). */
export async function createLogger(settings: LogSettings, destination?: DestinationStream): Promise<Logger> {
  const options = { level: settings.logLevel, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  if (destination || settings.production) return pino(options, destination ?? pino.destination({ sync: false }));
  try {
    const { default: pretty } = await import('pino-pretty');
    return pino(options, pretty({ colorize: process.stdout.isTTY, translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true }));
  } catch {
    return pino(options); // a production install (no dev dependencies) run in development mode
  }
}

/** Path segments that are secrets: the token after these prefixes is replaced by '…'. */
const TOKEN_PATHS = [/^(\/orders\/)[^/]+/, /^(\/api\/commerce\/downloads\/)[^/]+/];

/** The path as logged: no query string, and no token of a private link. */
export function loggedPath(path: string): string {
  return TOKEN_PATHS.reduce((p, pattern) => p.replace(pattern, '$1…'), path);
}

/** One line per request, at its end; the request id and website come from the request context when there is one. */
export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ctx = c.get('ctx') as { requestId?: string; website?: { id: string } } | undefined;
    log.info(
      {
        reqId: ctx?.requestId ?? c.res.headers.get('x-request-id') ?? undefined,
        website: ctx?.website?.id,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
