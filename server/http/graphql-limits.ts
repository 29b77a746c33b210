// GraphQL limits as Yoga plugins: depth, Shopify-style query cost (reported in extensions.cost), aliases, introspection.
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createComplexityRule } from '@pothos/plugin-complexity';
import { type DocumentNode, GraphQLError, Kind, validate, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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
  const limits: Plugin<Record<string, unknown>> = {
    // Checked per request just before execution (after Yoga's cached validation): the cost depends on the variables.
    onExecute({ args, setResultAndStopExecution }) {
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
      if (errors.length > 0) return setResultAndStopExecution({ errors });
      return {
        onExecuteDone({ result, setResult }) {
          if (!cost || Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...result.extensions, cost } });
        },
      };
    },
  };

  const introspectionGate = disableIntrospection({
    isDisabled: (request, serverContext) =>
      opts.production && !introspection && !(opts.isOwner?.(request, serverContext as TServerContext) ?? false),
  });
  return [introspectionGate, limits];
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
