// The /graphql route: public catalog queries are answered from the WebsiteCache, everything else goes to Yoga.
import type { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { createGraphqlServer } from './graphql.ts';
import { isPublicQueryBody } from './public-query.ts';
import type { WebsiteCache } from './website-cache.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function graphqlRoutes(app: Hono<AppEnv>, opts: { graphiql: boolean; production: boolean }, cache: WebsiteCache) {
  const yoga = createGraphqlServer(opts);

  app.post('/graphql', async (c) => {
    const ctx = c.get('ctx');
    const anonymousJson = !c.req.header('authorization') && (c.req.header('content-type') ?? '').startsWith('application/json');
    if (!anonymousJson) return yoga.fetch(c.req.raw, { requestContext: ctx });
    const raw = await c.req.text();
    const key = isPublicQueryBody(raw) ? `graphql\n${raw}` : null;
    const hit = key && cache.get(ctx.website.id, key);
    if (hit) return c.body(hit, 200, { 'content-type': JSON_TYPE, 'x-cache': 'hit' });
    const res = await yoga.fetch(new Request(c.req.url, { method: 'POST', headers: c.req.raw.headers, body: raw }), {
      requestContext: ctx,
    });
    if (!key || res.status !== 200) return res;
    const body = await res.text();
    // Only clean answers are kept; a body mentioning "errors" anywhere is simply not cached.
    if (!body.includes('"errors"')) cache.set(ctx.website.id, key, body);
    return c.body(body, 200, { 'content-type': res.headers.get('content-type') ?? JSON_TYPE });
  });
  app.on(['GET', 'OPTIONS'], '/graphql', (c) => yoga.fetch(c.req.raw, { requestContext: c.get('ctx') }));
}
