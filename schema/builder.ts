// The one SchemaBuilder: plugins, scalars, auth scopes and the request context type. Types live in their area files.
import SchemaBuilder from '@pothos/core';
import ComplexityPlugin from '@pothos/plugin-complexity';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { GraphQLJSON, GraphQLSafeInt } from 'graphql-scalars';
import { NOT_AUTHENTICATED_MESSAGE, NOT_AUTHORIZED_MESSAGE } from '../domain/messages.ts';
import { type Capability, roleCan } from '../domain/permissions.ts';
import { USER_ERROR_CODES } from '../domain/user-error-codes.ts';
import type PrismaTypes from '../server/db/generated/pothos-types.ts';
import { getDatamodel } from '../server/db/generated/pothos-types.ts';
import type { RequestContext } from '../server/services/context.ts';
import { fieldCost } from './query-cost.ts';

export const builder = new SchemaBuilder<{
  Context: RequestContext;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  AuthScopes: { siteUser: boolean; owner: boolean; can: Capability };
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    SafeInt: { Input: number; Output: number };
    /** Any JSON value: blocks and their data, checked by the services that take them. */
    JSON: { Input: unknown; Output: unknown };
    /** An uploaded file (GraphQL multipart request spec); input only. */
    File: { Input: File; Output: never };
  };
}>({
  plugins: [ScopeAuthPlugin, ComplexityPlugin, PrismaPlugin, RelayPlugin],
  // Field costs only; the limit is checked per request in server/http/graphql-limits.ts.
  complexity: { fieldComplexity: fieldCost },
  defaultFieldNullability: false,
  scopeAuth: {
    // One place decides who may do what: domain/permissions.ts, for GraphQL here and for REST in server/http.
    authScopes: (ctx) => ({
      siteUser: ctx.siteUser !== null,
      owner: ctx.owner !== null,
      can: (capability) => ctx.owner !== null && roleCan(ctx.owner.roleCode, capability),
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.owner || ctx.siteUser
        ? new GraphQLError(NOT_AUTHORIZED_MESSAGE, { extensions: { code: 'FORBIDDEN' } })
        : new GraphQLError(NOT_AUTHENTICATED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } }),
  },
  prisma: {
    client: (ctx) => ctx.db,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
    defaultConnectionSize: 20,
    maxConnectionSize: 100,
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
});

/** A value a client sent that a scalar cannot take: a refusal (400), not a fault (500). */
const badScalar = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

builder.scalarType('DateTime', {
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw badScalar('DateTime must be an ISO 8601 string');
    return date;
  },
});

// Money in minor units and stock counts: every write keeps them inside Int (domain/store-limits.ts), and reads use
// SafeInt (up to 2^53 − 1) so that no stored row, not even one written before those bounds, can blank a list.
builder.addScalarType('SafeInt', GraphQLSafeInt);
builder.addScalarType('JSON', GraphQLJSON);

// Files arrive as parts of a multipart request (github.com/jaydenseric/graphql-multipart-request-spec); Yoga hands
// resolvers a File.
builder.scalarType('File', {
  description: 'A file sent with the GraphQL multipart request spec (owners only; docs/catalog.md).',
  serialize: () => {
    throw new TypeError('File is an input-only scalar');
  },
  parseValue: (value) => {
    // Blob-like: the File class depends on which fetch implementation parsed the request.
    const file = value as File | null;
    if (file && typeof file === 'object' && typeof file.arrayBuffer === 'function' && typeof file.name === 'string') return file;
    throw badScalar('File must be a part of a multipart request');
  },
});

/** The field builder of an input type, for inputs that share their fields. */
export type InputFields = Parameters<NonNullable<Parameters<typeof builder.inputType>[1]['fields']>>[0];

builder.queryType({});
builder.mutationType({});

const UserErrorCode = builder.enumType('UserErrorCode', {
  description: "Why a change was refused: the spec's tracked error types (§8) and ours. docs/api.md lists them.",
  values: Object.fromEntries(Object.entries(USER_ERROR_CODES).map(([code, description]) => [code, { description }])) as {
    [K in keyof typeof USER_ERROR_CODES]: { description: string };
  },
});

/** A shopper- or owner-facing failure: the spec's tracked error type or ours, the exact sentence, the input field. */
export const UserErrorRef = builder
  .objectRef<{ code: keyof typeof USER_ERROR_CODES; message: string; field?: string | null }>('UserError')
  .implement({
    fields: (t) => ({
      code: t.field({ type: UserErrorCode, resolve: (e) => e.code }),
      message: t.exposeString('message'),
      field: t.exposeString('field', { nullable: true }),
    }),
  });
