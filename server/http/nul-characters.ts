// PostgreSQL cannot store a NUL character in text (SQLite can): a NUL anywhere in what a client sends — the address,
// a JSON or form body, a GraphQL request — is refused at the door with one message, on both engines alike, instead
// of failing deep inside a read or a write.
import type { MiddlewareHandler } from 'hono';
import { NUL_CHARACTER_MESSAGE } from '../../domain/messages.ts';

/** Whether a parsed value (strings, arrays, objects; any depth) holds a NUL character, in a key or a value. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (next.includes('\0')) return true;
    } else if (Array.isArray(next)) stack.push(...next);
    else if (next && typeof next === 'object')
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes('\0')) return true;
        stack.push(inner);
      }
  }
  return false;
}

/** Whether JSON text holds an escaped NUL (\u0000, not the escaped backslash of "\\u0000") or a raw one. */
export function jsonTextContainsNul(raw: string): boolean {
  if (raw.includes('\0')) return true;
  return raw.includes('\\u0000') && /(?:^|[^\\])(?:\\\\)*\\u0000/.test(raw);
}

/** 400 for an address with a NUL in its path or query (%00): JSON for API calls and ?format=json, text for pages. */
export function refuseNulInAddress(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (!/%00/i.test(url)) return next();
    const json = c.req.path.startsWith('/api/') || c.req.path === '/graphql' || c.req.query('format') === 'json';
    return json ? c.json({ error: NUL_CHARACTER_MESSAGE }, 400) : c.text(NUL_CHARACTER_MESSAGE, 400);
  };
}
