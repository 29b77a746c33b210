// GraphQL limits as Yoga plugins: depth, Shopify-style query cost (reported in extensions.cost), aliases, introspection.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createComplexityRule } from '@pothos/plugin-complexity';
import { type DocumentNode, type ExecutionResult, GraphQLError, Kind, validate, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { nestsDeeperThan, queryNestingLimit, queryNestingMessage } from './query-nesting.ts';

export type GraphqlLimitOptions<TServerContext> = {
  production: boolean;
  /** Owners may introspect in production; the predicate sees the server context given to `yoga.fetch`. */
  isOwner?: (request: Request, serverContext: TServerContext) => boolean;
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
  /** Introspection for everyone in production. */
  introspection: boolean;
};

/** The configured limits (GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_COST, GRAPHQL_MAX_ALIASES, GRAPHQL_INTROSPECTION). */
export type GraphqlLimits = Pick<GraphqlLimitOptions<unknown>, 'maxDepth' | 'maxCost' | 'maxAliases' | 'introspection'>;

/** What every executed operation reports in `extensions.cost`. */
export type QueryCost = { requestedQueryCost: number; maximumAvailable: number; depth: number };

export function graphqlLimitPlugins<TServerContext>(opts: GraphqlLimitOptions<TServerContext>): Plugin<Record<string, unknown>>[] {
  const { maxDepth, maxCost, maxAliases, introspection } = opts;
  const nestingLimit = queryNestingLimit(maxDepth);
  const limits: Plugin<Record<string, unknown>> = {
    // Before anything recursive reads the document (the parser first): a document nested past the limit is refused
    // here, so that no depth of nesting can overflow the stack.
    onParse({ params }) {
      if (typeof params.source === 'string' && nestsDeeperThan(params.source, nestingLimit))
        throw limitError(queryNestingMessage(nestingLimit), 'QUERY_TOO_DEEP');
    },
    // A document that does not parse is the client's mistake: 400 with its code whatever the client accepts (Yoga
    // answers it 200 to application/json, as the GraphQL-over-HTTP spec allows).
    onResultProcess({ result }) {
      if (Array.isArray(result) || !('errors' in result)) return;
      for (const error of result.errors ?? []) {
        const extensions = error.extensions as { code?: string; http?: { status?: number; spec?: boolean } } | undefined;
        if (extensions?.code === 'GRAPHQL_PARSE_FAILED' && extensions.http) extensions.http.spec = false;
      }
    },
    // Checked per request just before execution (after Yoga's cached validation): the cost depends on the variables.
    onExecute({ args, setResultAndStopExecution }) {
      // The same document with the same page sizes costs the same: checked once (most requests repeat a few shapes).
      const key = costKey(args.document, args.operationName, args.variableValues);
      const known = checkedCosts.get(args.document)?.get(key);
      if (known) return known.errors.length > 0 ? setResultAndStopExecution({ errors: known.errors }) : withCost(known.cost);
      let cost: QueryCost | undefined;
      const complexity = createComplexityRule({
        context: args.contextValue as object,
        variableValues: { ...args.variableValues },
        operationName: args.operationName,
        validate: ({ complexity, depth }, report) => {
          if (depth > maxDepth) report(limitError(`Query depth ${depth} exceeds the maximum of ${maxDepth}.`, 'QUERY_TOO_DEEP'));
          if (complexity > maxCost) report(limitError(`Query cost ${complexity} exceeds the maximum of ${maxCost}.`, 'QUERY_TOO_COMPLEX'));
        },
        onResult: ({ complexity, depth }) => {
          cost = { requestedQueryCost: complexity, maximumAvailable: maxCost, depth };
        },
      });
      const aliases = maxAliasesRule({
        n: maxAliases,
        propagateOnRejection: false,
        onReject: [(ctx) => ctx?.reportError(limitError(`Query uses more than the maximum of ${maxAliases} aliases.`, 'TOO_MANY_ALIASES'))],
      });
      const errors = validate(args.schema, freeTypename(args.document), [complexity, aliases]);
      remember(args.document, key, { errors, cost });
      if (errors.length > 0) return setResultAndStopExecution({ errors });
      return withCost(cost);
    },
  };

  const introspectionGate = disableIntrospection({
    isDisabled: (request, serverContext) =>
      opts.production && !introspection && !(opts.isOwner?.(request, serverContext as TServerContext) ?? false),
  });
  return [introspectionGate, limits];
}

type CheckedCost = { errors: readonly GraphQLError[]; cost: QueryCost | undefined };
/** Per document (Yoga's parser cache hands out one object per query text): outcomes by operation and page sizes. */
const checkedCosts = new WeakMap<DocumentNode, Map<string, CheckedCost>>();
/** Outcomes kept per document: page sizes vary little; past it the document's outcomes start again. */
export const CHECKED_COSTS_PER_DOCUMENT = 64;

function remember(document: DocumentNode, key: string, outcome: CheckedCost): void {
  const known = checkedCosts.get(document);
  const outcomes = known && known.size < CHECKED_COSTS_PER_DOCUMENT ? known : new Map<string, CheckedCost>();
  if (outcomes !== known) checkedCosts.set(document, outcomes);
  outcomes.set(key, outcome);
}

/**
 * What the cost of a request depends on besides its document (schema/query-cost.ts): the operation, and the page
 * sizes asked for (`first`/`last`), which can only come from Int variables. Ids, tokens and texts never change it.
 */
function costKey(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | null | undefined,
): string {
  const ints: unknown[] = [];
  for (const definition of document.definitions)
    if (definition.kind === Kind.OPERATION_DEFINITION)
      for (const v of definition.variableDefinitions ?? []) {
        const type = v.type.kind === Kind.NON_NULL_TYPE ? v.type.type : v.type;
        if (type.kind === Kind.NAMED_TYPE && type.name.value === 'Int') ints.push(variables?.[v.variable.name.value] ?? null);
      }
  return `${operationName ?? ''}\n${JSON.stringify(ints)}`;
}

/** Adds the cost to the answer's extensions, as Shopify does. */
function withCost(cost: QueryCost | undefined) {
  return {
    onExecuteDone({
      result,
      setResult,
    }: {
      result: ExecutionResult | AsyncIterableIterator<ExecutionResult>;
      setResult: (r: ExecutionResult) => void;
    }) {
      if (!cost || Symbol.asyncIterator in result) return;
      setResult({ ...result, extensions: { ...result.extensions, cost } });
    },
  };
}

const withoutTypename = new WeakMap<DocumentNode, DocumentNode>();
/** `__typename` costs nothing, as in Shopify: clients such as Apollo add it to every selection. */
function freeTypename(document: DocumentNode): DocumentNode {
  let stripped = withoutTypename.get(document);
  if (!stripped) {
    stripped = visit(document, { [Kind.FIELD]: (node) => (node.name.value === '__typename' ? null : undefined) });
    withoutTypename.set(document, stripped);
  }
  return stripped;
}

function limitError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}
