// The /graphql route: the crumb check for mutations made with cookies, public catalog queries answered from the
// WebsiteCache, everything else handed to Yoga.
import type { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  GRAPHQL_CONTENT_TYPE_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../../domain/messages.ts';
import type { AppEnv } from './app-env.ts';
import { crumbFailResponse, crumbFails } from './crumb.ts';
import { createGraphqlServer, type GraphqlServerOptions } from './graphql.ts';
import { jsonObject, parseQuery } from './input.ts';
import { containsNul, jsonTextContainsNul } from './nul-characters.ts';
import { UNLOCKED_PAGES_COOKIE } from './page-lock-cookies.ts';
import { requestShape } from './public-query.ts';
import type { WebsiteCache } from './website-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
/** A GET request's parameters: variables and extensions are JSON objects (Yoga would answer 500 to bad JSON). */
const GetParams = z.object({
  query: z.string().optional(),
  operationName: z.string().optional(),
  variables: jsonObject.optional(),
  extensions: jsonObject.optional(),
});

export function graphqlRoutes(app: Hono<AppEnv>, opts: GraphqlServerOptions & { secureCookies: boolean }, cache: WebsiteCache) {
  const yoga = createGraphqlServer(opts);

  app.post('/graphql', async (c) => {
    const ctx = c.get('ctx');
    const contentType = mediaType(c.req.header('content-type'));
    // File uploads (the GraphQL multipart request spec) are for owners only, and like any change need the crumb.
    if (contentType === 'multipart/form-data') {
      if (!ctx.owner) return c.json({ errors: [{ message: NOT_AUTHENTICATED_MESSAGE, extensions: { code: 'UNAUTHENTICATED' } }] }, 401);
      if (crumbFails(c))
        return crumbFailResponse(c, opts.secureCookies, {
          errors: [{ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'CRUMB_FAIL' } }],
        });
      const res = await yoga.fetch(c.req.raw, { requestContext: ctx });
      return c.newResponse(res.body, res.status as 200, Object.fromEntries(res.headers.entries()));
    }
    // GraphQL over HTTP: a POST is JSON. Anything else (a form, text/plain, no type at all) is refused before it is
    // read; it is also what a cross-site form could send without a preflight.
    if (contentType !== 'application/json')
      return c.json({ errors: [{ message: GRAPHQL_CONTENT_TYPE_MESSAGE, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } }] }, 415);
    const raw = await c.req.text();
    if (jsonTextContainsNul(raw))
      return c.json({ errors: [{ message: NUL_CHARACTER_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] }, 400);
    const shape = requestShape(raw);
    // Anything that may change state (a mutation, or a body we cannot read as a query) presents the crumb.
    if (!shape.readOnly && crumbFails(c)) {
      return crumbFailResponse(c, opts.secureCookies, {
        errors: [{ message: SESSION_EXPIRED_MESSAGE, extensions: { code: 'CRUMB_FAIL' } }],
      });
    }
    const forward = async () => {
      // Yoga's own Request and Response classes hold a string body as the string: no web stream is made for either.
      const request = new yoga.fetchAPI.Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: raw });
      const res = await yoga.fetch(request, { requestContext: ctx });
      // Rebuilt through Hono so that cookies set by resolvers (sign-in, sign-out) and middleware reach the client.
      const answer = requestAnswer(res.status, await res.text(), res.headers.get('content-type') ?? '');
      return c.newResponse(answer.text, answer.status as 200, headersFor(res));
    };
    // Owners, and visitors who unlocked password-protected pages, may see more than the public: their answers are
    // never cached.
    const key = shape.publicCatalog && !ctx.owner && !getCookie(c, UNLOCKED_PAGES_COOKIE) ? `graphql\n${raw}` : null;
    if (!key) return forward();
    const hit = cache.get(ctx.website.id, key);
    if (hit) return c.body(hit, 200, { 'content-type': JSON_TYPE, 'x-cache': 'hit' });
    const res = await forward();
    if (res.status !== 200) return res;
    const body = await res.text();
    // Only clean answers are kept; a body mentioning "errors" anywhere is simply not cached.
    if (!body.includes('"errors"')) cache.set(ctx.website.id, key, body);
    return c.body(body, 200, { 'content-type': res.headers.get('content-type') ?? JSON_TYPE });
  });
  app.on(['GET', 'OPTIONS'], '/graphql', async (c) => {
    const params = c.req.method === 'GET' ? parseQuery(c, GetParams) : null;
    if (params && !params.ok)
      return c.json(
        { errors: params.issues.map((i) => ({ message: i.message, extensions: { code: 'BAD_REQUEST', field: i.field } })) },
        400,
      );
    if (params?.ok && containsNul(params.data))
      return c.json({ errors: [{ message: NUL_CHARACTER_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } }] }, 400);
    const res = await yoga.fetch(c.req.raw, { requestContext: c.get('ctx') });
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').includes('json')) return res;
    const answer = requestAnswer(res.status, await res.text(), res.headers.get('content-type') ?? '');
    return c.newResponse(answer.text, answer.status as 200, headersFor(res));
  });
}

/** A Content-Type header's media type, lower case, without its parameters ('' when there is none). */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0].trim().toLowerCase();

/** Yoga's headers for an answer whose text may have been rewritten (requestAnswer): its length is the new text's. */
const headersFor = (res: Response) =>
  Object.fromEntries([...res.headers.entries()].filter(([name]) => name.toLowerCase() !== 'content-length'));

/** Codes of a document that was read but could not run: it does not parse, does not validate, or a variable its type
 * cannot take. GraphQL over HTTP answers these 200 to legacy (application/json) clients, 400 to the others. */
const DOCUMENT_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/** A request GraphQL could not run (its answer has no `data`): GraphQL over HTTP answers it 4xx to clients that accept
 * application/graphql-response+json; to clients that accept application/json, a document that does not parse or
 * validate is answered 200, and a request that is not well-formed (BAD_REQUEST) or past a limit stays 4xx. An error of
 * such a request without a code (a variable its type cannot take) is the client's input: BAD_USER_INPUT. docs/api.md
 * "Errors over HTTP" lists what each client gets. */
function requestAnswer(status: number, text: string, contentType: string): { status: number; text: string } {
  if ((status !== 200 && status !== 400) || !text.startsWith('{"errors":')) return { status, text };
  let body: { data?: unknown; errors: { extensions?: { code?: string } }[] };
  try {
    body = JSON.parse(text);
  } catch {
    return { status, text };
  }
  if ('data' in body) return { status, text };
  const uncoded = body.errors.some((e) => !e.extensions?.code);
  for (const e of body.errors) e.extensions = { code: 'BAD_USER_INPUT', ...e.extensions };
  const legacy = !contentType.includes('application/graphql-response+json');
  const documentRefused = body.errors.every((e) => DOCUMENT_CODES.has(e.extensions?.code ?? ''));
  return { status: legacy && documentRefused ? 200 : 400, text: uncoded ? JSON.stringify(body) : text };
}
