// Body size limits that do not build a web Request: a body announced by Content-Length is judged by that header (the
// Node server then reads exactly that many bytes, straight from the socket, when a handler asks for the text); only
// a chunked body, whose size nobody announced, is counted as it streams in (Hono's bodyLimit).
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxSize: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError: onTooLarge });
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && /^\d{1,15}$/.test(length) && c.req.header('transfer-encoding') === undefined)
      return Number(length) > maxSize ? Promise.resolve(onTooLarge(c)) : next();
    return streamed(c, next);
  };
}
