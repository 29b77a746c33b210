// The bad-input corpus: requests generated from the schema and the app's own route table, so that every GraphQL
// query and mutation and every REST path is covered, and a new one is covered the day it is added. Deterministic:
// the same schema and routes give the same requests, in the same order.
//
// GraphQL: for each root field, well-typed variables that pass validation and reach the resolvers (negative, zero and
// huge numbers, 100,000-character strings, NUL bytes, lone surrogates, markup, other websites' ids, empty and long
// lists, every enum value in turn) and ill-typed ones that the schema must refuse (a string for a number, an object
// for a string, null for what is required). REST: each path with junk in its parameters, its query string and its
// body (malformed and wrong-typed JSON, arrays and strings where objects belong, bad form and multipart encodings,
// invalid UTF-8, a gzip claim over plain bytes), as each kind of caller.
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';

/** Who sends it: nobody signed in, a shopper (cookies and crumb), the website's owner, or another website's owner. */
export type Who = 'none' | 'shopper' | 'owner' | 'foreign';

export type BadRequest = {
  what: string;
  who: Who;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

/** Ids that exist: this website's and another website's (which must never be reachable from this one). */
export type KnownIds = { own: string[]; foreign: string[] };

export const HUGE_STRING = 'x'.repeat(100_000);
const JUNK_STRINGS = ['', 'nul\u0000byte', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '   ', '%ZZ'];
const INTS = [-1, 0, 2_147_483_647, -2_147_483_648, 1_000_000_001];
const FLOATS = [-1, 1e308, -0.000001, 0.1, 1e21];
const SAFE_INTS = [-1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0];
const DATES = ['not-a-date', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2026-02-30', '', '1970-01-01T00:00:00.000Z'];
const DEEP = JSON.parse(`${'{"a":'.repeat(200)}1${'}'.repeat(200)}`);
const JSONS: unknown[] = [{}, [], 'text', 12, DEEP, { a: 'x'.repeat(10_000) }, [null, true, { $ne: 1 }]];
/** How many elements a long list has: past every documented list limit. */
export const LONG_LIST = 300;

const pick = <T>(pool: readonly T[], n: number): T => pool[((n % pool.length) + pool.length) % pool.length];

/** A value of `type` that passes GraphQL's validation but is wrong for the store; `top` allows the huge ones. */
function wellTyped(type: GraphQLInputType, n: number, ids: string[], depth: number, top: boolean): unknown {
  if (isNonNullType(type)) return wellTyped(type.ofType, n, ids, depth, top);
  if (isListType(type)) {
    const length = pick([0, 1, 3, top && isLeafType(getNamedType(type)) ? LONG_LIST : 2], n);
    return Array.from({ length }, (_, i) => wellTyped(type.ofType, n + i, ids, depth + 1, false));
  }
  if (isInputObjectType(type)) {
    const out: Record<string, unknown> = {};
    Object.values(type.getFields()).forEach((field, i) => {
      const required = isNonNullType(field.type);
      if (!required && (depth > 2 || (n + i) % 5 === 4)) return; // some optional fields left out
      out[field.name] = wellTyped(field.type, n + i * 7, ids, depth + 1, top && i === n % 3);
    });
    return out;
  }
  if (isEnumType(type)) return pick(type.getValues(), n).name;
  const strings = top ? [...JUNK_STRINGS, HUGE_STRING, ...ids] : [...JUNK_STRINGS, ...ids];
  switch (type.name) {
    case 'Int':
      return pick(INTS, n);
    case 'Float':
      return pick(FLOATS, n);
    case 'SafeInt':
      return pick(SAFE_INTS, n);
    case 'Boolean':
      return n % 2 === 0;
    case 'ID':
      return pick([...ids, ...JUNK_STRINGS], n);
    case 'DateTime':
      return pick(DATES, n);
    case 'JSON':
      return pick(JSONS, n);
    case 'File':
      return null;
    default:
      return pick(strings, n);
  }
}

/** A value of the wrong kind for `type`: what a client with a bug (or an attacker) sends. */
function illTyped(type: GraphQLInputType, n: number): unknown {
  if (isNonNullType(type)) return n % 2 === 0 ? null : illTyped(type.ofType, n);
  if (isListType(type)) return { $ne: 1 };
  if (isInputObjectType(type)) return pick(['a string', 42, [1, 2]], n);
  if (isEnumType(type)) return pick(['NOT_A_VALUE', 3, ''], n);
  switch (type.name) {
    case 'Int':
    case 'Float':
    case 'SafeInt':
      return pick(['12', 1.5, 1e30, { n: 1 }], n);
    case 'Boolean':
      return pick(['yes', 1], n);
    default:
      return pick([12_345, true, { $gt: '' }, ['a']], n);
  }
}

/** The GraphQL type of an argument as written in an operation ("[ID!]!"). */
const typeName = (type: GraphQLInputType): string => String(type);

/** An operation calling `field` of `root` with every argument as a variable, selecting as little as it can. */
export function operationFor(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${root} Bad${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Who sends the nth variant of an operation: mostly the owner (most mutations are theirs), every kind in turn. */
const GRAPHQL_WHO: Who[] = ['owner', 'shopper', 'owner', 'foreign', 'owner', 'none', 'owner', 'shopper'];
export const WELL_TYPED_VARIANTS = 10;
export const ILL_TYPED_VARIANTS = 3;

const json = { 'content-type': 'application/json' };

export function graphqlCorpus(schema: GraphQLSchema, ids: KnownIds): BadRequest[] {
  const out: BadRequest[] = [];
  const roots: ['query' | 'mutation', GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  const pool = [...ids.own, ...ids.foreign];
  for (const [root, type] of roots) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      const query = operationFor(root, field);
      for (let v = 0; v < WELL_TYPED_VARIANTS + ILL_TYPED_VARIANTS; v++) {
        const wrong = v >= WELL_TYPED_VARIANTS;
        const variables = Object.fromEntries(
          field.args.map((arg, i) => [arg.name, wrong ? illTyped(arg.type, v + i) : wellTyped(arg.type, v * 11 + i * 3, pool, 0, true)]),
        );
        out.push({
          what: `${root} ${field.name} #${v}${wrong ? ' (ill-typed)' : ''}`,
          who: GRAPHQL_WHO[v % GRAPHQL_WHO.length],
          method: 'POST',
          path: '/graphql',
          headers: json,
          body: JSON.stringify({ query, variables }),
        });
      }
    }
  }
  // Junk around the operation itself.
  const documents: [string, string | Buffer, Record<string, string>][] = [
    ['malformed JSON', '{"query": "{ website { id } ', json],
    ['query is a number', '{"query": 12}', json],
    ['variables are a string', JSON.stringify({ query: '{ website { id } }', variables: 'x' }), json],
    ['unterminated document', JSON.stringify({ query: `{ ${'website { '.repeat(50)}` }), json],
    ['deep nesting', JSON.stringify({ query: `{ website { ${'collections { products { '.repeat(20)} id ${'} } '.repeat(20)} } }` }), json],
    [
      'a thousand aliases',
      JSON.stringify({ query: `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: website { id }`).join(' ')} }` }),
      json,
    ],
    ['unknown operation name', JSON.stringify({ query: '{ website { id } }', operationName: 'Nope' }), json],
    ['two anonymous operations', JSON.stringify({ query: '{ website { id } } { website { id } }' }), json],
    ['a batch', JSON.stringify([{ query: '{ website { id } }' }, { query: '{ website { id } }' }]), json],
    ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), json],
    ['NUL bytes in the document', JSON.stringify({ query: '{ website\u0000 { id } }' }), json],
    ['a form body', 'query=%7Bwebsite%7Bid%7D%7D', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text/plain', '{ website { id } }', { 'content-type': 'text/plain' }],
    ['a gzip claim over plain bytes', JSON.stringify({ query: '{ website { id } }' }), { ...json, 'content-encoding': 'gzip' }],
    ['a 3 MB string', JSON.stringify({ query: '{ website { id } }', variables: { x: 'y'.repeat(3_000_000) } }), json],
  ];
  for (const [i, [what, body, headers]] of documents.entries())
    out.push({ what: `graphql document: ${what}`, who: pick(GRAPHQL_WHO, i), method: 'POST', path: '/graphql', headers, body });
  return out;
}

/** Keys the REST paths read, each given a value of the wrong kind or range in turn. */
const REST_KEYS = [
  'itemId',
  'productId',
  'sku',
  'variantId',
  'quantity',
  'formId',
  'form',
  'cartToken',
  'email',
  'emailAddress',
  'sendRequests',
  'additionalFields',
  'incrementOperations',
  'decrementOperations',
  'setFiniteOperations',
  'setUnlimitedOperations',
  'subscriptionPlanId',
  'amount',
  'events',
  'data',
  'key',
  'fields',
];
const REST_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  '',
  'nul\u0000byte',
  { $ne: 1 },
  [1, 'a', null],
  true,
  'x'.repeat(20_000),
  Array.from({ length: LONG_LIST }, (_, i) => ({ variantId: `v${i}`, quantity: -i })),
];

function restObject(n: number, ids: string[]): Record<string, unknown> {
  return Object.fromEntries(REST_KEYS.map((key, i) => [key, (n + i) % 3 === 0 ? pick(ids, n + i) : pick(REST_VALUES, n + i * 5)]));
}

type Body = { what: string; headers: Record<string, string>; body: string | Buffer };

function restBodies(ids: string[]): Body[] {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  return [
    { what: 'malformed JSON', headers: json, body: '{"itemId": ' },
    { what: 'a JSON array', headers: json, body: '[1, 2]' },
    { what: 'a JSON string', headers: json, body: '"hello"' },
    { what: 'JSON null', headers: json, body: 'null' },
    { what: 'a JSON number', headers: json, body: '-1e999' },
    { what: 'an empty body', headers: json, body: '' },
    { what: 'deeply nested JSON', headers: json, body: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
    { what: 'wrong types (a)', headers: json, body: JSON.stringify(restObject(0, ids)) },
    { what: 'wrong types (b)', headers: json, body: JSON.stringify(restObject(1, ids)) },
    { what: 'wrong types (c)', headers: json, body: JSON.stringify(restObject(2, ids)) },
    { what: 'invalid UTF-8', headers: json, body: Buffer.from([0x7b, 0x22, 0x69, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xa0, 0xa1, 0x22, 0x7d]) },
    { what: 'a UTF-16 charset claim', headers: { 'content-type': 'application/json; charset=utf-16' }, body: '{"itemId":"x"}' },
    { what: 'a gzip claim over plain bytes', headers: { ...json, 'content-encoding': 'gzip' }, body: '{"itemId":"x"}' },
    { what: 'a form with junk', headers: form, body: 'itemId=&formId=%ZZ&form=%7B&quantity=-1&quantity=2' },
    { what: 'a form with NUL bytes', headers: form, body: 'itemId=%00&sku=%00%00&email=a%00b' },
    { what: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'junk' },
    {
      what: 'multipart with a broken part',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      body: '--XX\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\n\r\nnot an image\r\n--XX',
    },
    { what: 'text/plain', headers: { 'content-type': 'text/plain' }, body: 'hello' },
    { what: 'no content type', headers: {}, body: '{"itemId":"x"}' },
  ];
}

const PARAMS = (ids: string[]) => [
  'nope',
  ...ids,
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(5_000),
  '-1',
  '%ZZ',
  '%F0%9F%99%82',
  '99999999999999999999',
];

const QUERIES = [
  '',
  '?itemId=%ZZ',
  '?cursor=-1',
  '?cursor=99999999999999999999999',
  '?limit=-5&first=1000000000&offset=-1',
  `?format=json&q=${'y'.repeat(10_000)}`,
  '?a[]=1&a[]=2&itemId[]=x',
  '?%00=%00&token=%00',
  '?format=json&category=%ZZ',
  '?format=json&page=-1&tag=%3Cscript%3E',
];

/** Pages served by the storefront (its catch-all route), with junk in the path and the query. */
const PAGES = ['/shop', '/shop/p/%00', '/shop/classic-tee', '/blog', '/search', '/cart', '/account', '/checkout', '/nope/%E0%A4%A'];

export type Route = { method: string; path: string };

const REST_WHO: Who[] = ['shopper', 'owner', 'none', 'foreign'];

export function restCorpus(routes: readonly Route[], ids: KnownIds): BadRequest[] {
  const out: BadRequest[] = [];
  const pool = [...ids.own, ...ids.foreign];
  const bodies = restBodies(pool);
  const seen = new Set<string>();
  const concrete = routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    const served = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.path !== '/graphql';
    if (!served || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  for (const route of concrete) {
    const params = route.path.match(/:\w+/g) ?? [];
    const paths = (
      route.path.includes('*')
        ? PAGES.map((page) => route.path.replace(/\/?\*$/, page))
        : params.length
          ? PARAMS(pool).map((value) => params.reduce((path, param) => path.replace(param, value), route.path))
          : [route.path]
    ).map((path) => path || '/');
    if (route.method === 'GET') {
      paths.forEach((path, i) => {
        for (const [j, query] of QUERIES.entries())
          if ((i + j) % Math.max(1, Math.ceil(paths.length / 3)) === 0 || paths.length === 1)
            out.push({
              what: `GET ${route.path} ${path.slice(0, 60)}${query.slice(0, 40)}`,
              who: pick(REST_WHO, i + j),
              method: 'GET',
              path: `${path}${query}`,
              headers: {},
            });
      });
      continue;
    }
    bodies.forEach((body, i) => {
      for (const k of [0, 2]) {
        const path = pick(paths, i + k);
        out.push({
          what: `${route.method} ${route.path}: ${body.what}`,
          who: pick(REST_WHO, i + k),
          method: route.method,
          path: `${path}${k === 2 ? pick(QUERIES, i) : ''}`,
          headers: body.headers,
          body: body.body,
        });
      }
    });
  }
  return out;
}
