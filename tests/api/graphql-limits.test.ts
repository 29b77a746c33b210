// GraphQL limits: depth, query cost with connection multipliers, aliases, the reported cost, and introspection.
import { readdirSync, readFileSync } from 'node:fs';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { getIntrospectionQuery, Kind, parse, print } from 'graphql';
import { createYoga } from 'graphql-yoga';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { schema } from '../../schema/index.ts';
import { defaultConfig } from '../../server/config.ts';
import { graphqlLimitPlugins } from '../../server/http/graphql-limits.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = async (query: string, variables: Record<string, unknown> = {}) => {
  const res = await t.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
};

describe('GraphQL limits', () => {
  it('refuses a query deeper than 12 levels with QUERY_TOO_DEEP and HTTP 400', async () => {
    const level = (inner: string) => `collection { products(first: 1) { edges { node { ${inner} } } } }`;
    const query = `{ product(id: "prod-classic-tee") { ${level(level(level('title')))} } }`; // depth 14
    expect(await post(query)).toEqual({
      status: 400,
      body: { errors: [{ message: 'Query depth 14 exceeds the maximum of 12.', extensions: { code: 'QUERY_TOO_DEEP' } }] },
    });
  });

  it('a query nested thousands of levels deep answers 400 QUERY_TOO_DEEP, never 500 nor a crumb failure, by POST and GET', async () => {
    const deep = (levels: number) => `{ product(id: "x") { ${'collection { '.repeat(levels)}title${' }'.repeat(levels)} } }`;
    const refusal = { errors: [{ message: 'Query nesting exceeds the maximum of 40 levels.', extensions: { code: 'QUERY_TOO_DEEP' } }] };
    // ~39 kB and ~56 kB once answered 500 "Unexpected error."; ~85 kB a crumb failure, as if it were a mutation.
    for (const levels of [2_800, 4_000, 6_500]) {
      const query = deep(levels);
      expect(await post(query)).toEqual({ status: 400, body: refusal });
      const shopper = browser(t);
      await shopper.get('/shop');
      const res = await shopper.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect({ status: res.status, body: await res.json() }).toEqual({ status: 400, body: refusal });
      const get = await t.request(`/graphql?query=${encodeURIComponent(query)}`);
      expect({ status: get.status, body: await get.json() }).toEqual({ status: 400, body: refusal });
    }
  });

  it('a query that does not parse answers GRAPHQL_PARSE_FAILED with no crumb asked: only what may change state needs one', async () => {
    const shopper = browser(t);
    await shopper.get('/shop');
    for (const query of ['{ product(id: "x") { title }', 'mutation { addToCart(', '{ a(s: "unterminated) }']) {
      const res = await shopper.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      });
      expect(res.status).toBe(200); // application/json: GraphQL over HTTP answers a document that does not parse 200
      const body = await res.json();
      expect(body.crumbFail).toBeUndefined();
      expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    }
    // A mutation that parses still needs the crumb.
    expect((await shopper.gql('mutation { __typename }', {}, false)).crumbFail).toBe(true);
  });

  it('GraphQL over HTTP: each request error’s status and code for application/json and application/graphql-response+json clients', async () => {
    // [body, status for application/json, status for application/graphql-response+json, code]
    const cases: [string, number, number, string][] = [
      ['{}', 400, 400, 'BAD_REQUEST'], // no query: not well-formed
      ['{"query": "{ website { id "}', 200, 400, 'GRAPHQL_PARSE_FAILED'],
      ['{"qu', 400, 400, 'BAD_REQUEST'], // not JSON
      ['{"query": "{ nope }"}', 200, 400, 'GRAPHQL_VALIDATION_FAILED'],
      ['{"query": "{ website { id } }", "variables": []}', 400, 400, 'BAD_REQUEST'],
      // A variable its type cannot take: nothing ran.
      [
        '{"query": "query($n: Int!) { collection(urlSlug: \\"shop\\") { products(first: $n) { edges { cursor } } } }", "variables": {"n": "abc"}}',
        200,
        400,
        'BAD_USER_INPUT',
      ],
    ];
    for (const [body, json, graphqlResponse, code] of cases)
      for (const [accept, status] of [
        ['application/json', json],
        ['application/graphql-response+json', graphqlResponse],
      ] as const) {
        const res = await t.request('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept, authorization: `Bearer ${t.owner.token}` },
          body,
        });
        expect(res.status, `${body} (${accept})`).toBe(status);
        const answer = await res.json();
        expect(answer.data, body).toBeUndefined();
        expect(answer.errors[0].extensions.code, body).toBe(code);
      }
    // The same by GET: a query string without a query is 400 too.
    const get = await t.request('/graphql?operationName=x', { headers: { accept: 'application/json' } });
    expect(get.status).toBe(400);
    expect((await get.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it('refuses a query costing more than 5000 with QUERY_TOO_COMPLEX and HTTP 400', async () => {
    // collections (1 + 10 ×) products (2 + 100 ×) edges (0 + 1 ×) node (1 +) variants (1 + 10 × price 1) = 12021
    const query = '{ collections { products(first: 100) { edges { node { variants { sku price { formatted } } } } } } }';
    expect(await post(query)).toEqual({
      status: 400,
      body: { errors: [{ message: 'Query cost 12021 exceeds the maximum of 5000.', extensions: { code: 'QUERY_TOO_COMPLEX' } }] },
    });
  });

  it('prices a connection by the page size its variables ask for, request by request', async () => {
    const query = 'query Page($n: Int) { collections { products(first: $n) { edges { node { title } } } } }';
    const small = await post(query, { n: 1 });
    expect(small.status).toBe(200);
    expect(small.body.extensions.cost.requestedQueryCost).toBe(31); // 1 + 10 × (2 + 1 × 1)
    const large = await post(query, { n: 600 });
    expect(large).toEqual({
      status: 400,
      body: { errors: [{ message: 'Query cost 6021 exceeds the maximum of 5000.', extensions: { code: 'QUERY_TOO_COMPLEX' } }] },
    });
    // Each outcome is kept per document and page size: asked again, the same answers.
    expect((await post(query, { n: 1 })).body.extensions.cost.requestedQueryCost).toBe(31);
    expect((await post(query, { n: 600 })).status).toBe(400);
  });

  it('refuses more than 30 aliases with TOO_MANY_ALIASES and HTTP 400, and allows 30', async () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: website { id }`).join(' ')} }`;
    expect((await post(aliased(30))).status).toBe(200);
    expect(await post(aliased(31))).toEqual({
      status: 400,
      body: { errors: [{ message: 'Query uses more than the maximum of 30 aliases.', extensions: { code: 'TOO_MANY_ALIASES' } }] },
    });
  });

  it('reports the cost and depth of an executed operation in extensions.cost', async () => {
    // website 1 + collections (1 + 10 × products (2 + 5 × node (1 + variants 1))) = 122; depth: collections › … › sku
    const query = '{ website { name } collections { title products(first: 5) { edges { node { title variants { sku } } } } } }';
    const { status, body } = await post(query);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.extensions).toEqual({ cost: { requestedQueryCost: 122, maximumAvailable: 5000, depth: 6 } });
  });

  it("keeps the storefront's queries, as Apollo sends them, and the GraphiQL example within the limits", async () => {
    const dir = new URL('../../client/src/graphql/', import.meta.url);
    // One document a file, in a folder by topic (client/src/graphql/<topic>/<Name>Query.graphql).
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.graphql'));
    const document = print(addTypenameToDocument(parse(files.map((name) => readFileSync(new URL(name, dir), 'utf8')).join('\n'))));
    const variables: Record<string, Record<string, unknown>> = {
      CollectionPage: { urlSlug: 'shop' },
      ProductPage: { collectionSlug: 'shop', urlSlug: 'classic-tee' },
      FolderPages: { which: 'MAIN' },
    };
    const queries = parse(document).definitions.flatMap((d) =>
      d.kind === Kind.OPERATION_DEFINITION && d.operation === 'query' && d.name ? [d] : [],
    );
    expect(queries.map((q) => q.name?.value)).toContain('CollectionPage');
    // Required variables without a value above get a placeholder of their type: the cost does not depend on them.
    const placeholder = (type: string) => (type.startsWith('Int') ? 1 : type.startsWith('Boolean') ? false : 'placeholder');
    for (const query of queries) {
      const operationName = query.name?.value ?? '';
      const required = (query.variableDefinitions ?? []).filter((v) => v.type.kind === Kind.NON_NULL_TYPE);
      const given = {
        ...Object.fromEntries(required.map((v) => [v.variable.name.value, placeholder(print(v.type))])),
        ...variables[operationName],
      };
      const res = await t.request('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document, operationName, variables: given }),
      });
      const body = await res.json();
      expect({ operationName, status: res.status, errors: body.errors }).toEqual({ operationName, status: 200, errors: undefined });
      expect(body.extensions.cost.requestedQueryCost).toBeGreaterThan(0);
    }
    const { EXAMPLE_QUERY } = await import('../../server/http/graphql.ts');
    const example = await post(EXAMPLE_QUERY);
    expect({ status: example.status, errors: example.body.errors }).toEqual({ status: 200, errors: undefined });
  });
});

describe('GraphQL limits configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  /** The limits as the configuration gives them for an environment. */
  const yogaWith = (
    opts: { production: boolean; isOwner?: (request: Request, ctx: { owner: boolean }) => boolean },
    env: NodeJS.ProcessEnv = {},
  ) =>
    createYoga<{ owner: boolean }>({
      schema,
      plugins: graphqlLimitPlugins<{ owner: boolean }>({ ...defaultConfig(env).graphql, ...opts }),
      maskedErrors: true,
    });
  const ask = async (yoga: ReturnType<typeof yogaWith>, query: string, owner = false) => {
    const request = new Request('http://shop/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const res = await yoga.fetch(request, { owner });
    return { status: res.status, body: await res.json() };
  };
  const INTROSPECTION = '{ __schema { queryType { name } } }';
  const DISABLED = 'GraphQL introspection has been disabled, but the requested query contained the field "__schema".';
  const isOwner = (_request: Request, ctx: { owner: boolean }) => ctx.owner;

  it('refuses introspection in production to anonymous callers', async () => {
    const { body } = await ask(yogaWith({ production: true, isOwner }), INTROSPECTION);
    expect(body.data).toBeUndefined();
    expect(body.errors[0].message).toBe(DISABLED);
  });

  it('allows introspection in production to owners', async () => {
    const { body } = await ask(yogaWith({ production: true, isOwner }), INTROSPECTION, true);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('allows introspection in production to everyone when GRAPHQL_INTROSPECTION=true', async () => {
    const { body } = await ask(yogaWith({ production: true, isOwner }, { GRAPHQL_INTROSPECTION: 'true' }), INTROSPECTION);
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it("allows introspection in development, GraphiQL's full introspection query included", async () => {
    const yoga = yogaWith({ production: false, isOwner });
    expect((await ask(yoga, INTROSPECTION)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    const full = await ask(yoga, getIntrospectionQuery());
    expect(full.body.errors).toBeUndefined();
    expect(full.body.data.__schema.types.length).toBeGreaterThan(10);
  });

  it('takes its limits from GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST and GRAPHQL_MAX_ALIASES', async () => {
    const yoga = yogaWith({ production: true }, { GRAPHQL_MAX_DEPTH: '3', GRAPHQL_MAX_COST: '10', GRAPHQL_MAX_ALIASES: '2' });
    const message = async (query: string) => (await ask(yoga, query)).body.errors.map((e: { message: string }) => e.message);
    expect(await message('{ website { storeSettings { checkoutMinimum { cents } } } }')).toEqual([
      'Query depth 4 exceeds the maximum of 3.',
    ]);
    // __typename is free: collections (1 + 10 × products 2) = 21, depth 2
    expect(await message('{ collections { products(first: 1) { __typename } } }')).toEqual(['Query cost 21 exceeds the maximum of 10.']);
    expect(await message('{ a: website { id } b: website { id } c: website { id } }')).toEqual([
      'Query uses more than the maximum of 2 aliases.',
    ]);
  });

  it('answers a batch of operations with HTTP 400: batching is off', async () => {
    const { createGraphqlServer } = await import('../../server/http/graphql.ts');
    const yoga = createGraphqlServer({
      graphiql: false,
      production: false,
      limits: defaultConfig().graphql,
      log: pino({ level: 'silent' }),
    });
    const res = await yoga.fetch(
      new Request('http://shop/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
      }),
      { requestContext: {} as any }, // the batch is refused before the context is used
    );
    expect(res.status).toBe(400);
  });
});

describe('introspection through the app in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ production: true });
  });
  afterAll(() => prod.close());

  const introspect = async (headers: Record<string, string> = {}) => {
    const res = await prod.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ __schema { queryType { name } } }' }),
    });
    return res.json();
  };

  it('is refused to anonymous callers', async () => {
    const body = await introspect();
    expect(body.errors[0].message).toBe('GraphQL introspection has been disabled, but the requested query contained the field "__schema".');
  });

  it("is allowed with an owner's API token", async () => {
    const body = await introspect({ authorization: `Bearer ${prod.owner.token}` });
    expect(body).toMatchObject({ data: { __schema: { queryType: { name: 'Query' } } } });
  });
});
