// GraphQL Yoga on the Pothos schema; the Hono context's RequestContext becomes the GraphQL context.

import { GraphQLError } from 'graphql';
import { createYoga, maskError, type Plugin } from 'graphql-yoga';
import { schema } from '../../schema/index.ts';
import { isDatabaseUnavailable } from '../db/database-url.ts';
import type { Logger } from '../logging.ts';
import type { RequestContext } from '../services/context.ts';
import { RateLimitedError } from '../services/rate-limits.ts';
import { type GraphqlLimits, graphqlLimitPlugins } from './graphql-limits.ts';
import { rateLimitedGraphQLError } from './rate-limit-response.ts';
import { unavailableGraphQLError } from './unavailable-response.ts';

export type GraphqlServerOptions = { graphiql: boolean; production: boolean; limits: GraphqlLimits; log: Logger };

/** An error the schema raises on purpose (a refusal with its code, a rate limit), as opposed to a fault. */
const expected = (error: GraphQLError) =>
  !error.originalError || error.originalError instanceof GraphQLError || error.originalError instanceof RateLimitedError;

/** Logs each unexpected error of an execution once, with the request id and its stack (refusals are not logged). */
function logUnexpectedErrors(log: Logger): Plugin<RequestContext> {
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, args }) => {
        if (!('errors' in result) || !result.errors) return;
        const { requestId } = args.contextValue as RequestContext;
        for (const error of result.errors)
          if (!expected(error))
            log.error({ reqId: requestId, path: error.path?.join('.'), err: error.originalError }, 'GraphQL resolver failed');
      },
    }),
  };
}

export function createGraphqlServer(opts: GraphqlServerOptions) {
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: opts.graphiql ? { title: 'Shopwright GraphiQL', defaultQuery: EXAMPLE_QUERY } : false,
    // GraphiQL's page and assets are served from the package itself: it works with no access to a CDN. The package
    // (tens of MB) is loaded on the first GraphiQL visit, so a server without GraphiQL never loads it.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    // Our own plugin logs unexpected errors once (Yoga would also log every masked refusal, with its stack).
    logging: false,
    // Unexpected errors are masked; a rate limit is an expected answer (429 with Retry-After), and so is a database
    // that cannot answer for now (503 with Retry-After).
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof RateLimitedError) return rateLimitedGraphQLError(original);
        if (isDatabaseUnavailable(original)) return unavailableGraphQLError();
        return maskError(error, message, isDev);
      },
    },
    // Bodies are bounded before Yoga (security.ts: GRAPHQL bodies by MAX_BODY_BYTES, uploads by MAX_UPLOAD_BODY_BYTES);
    // Yoga's own count would pass every body through a stream again (a third of a millisecond per request).
    maxRequestBodySize: false,
    // One operation per request: limits are per operation, so a batch would multiply them.
    batching: false,
    // CORS is answered in front of Yoga (securityMiddleware), for /graphql and REST alike.
    cors: false,
    plugins: [
      ...graphqlLimitPlugins<{ requestContext: RequestContext }>({
        ...opts.limits,
        production: opts.production,
        isOwner: (_request, { requestContext }) => requestContext.owner !== null,
      }),
      logUnexpectedErrors(opts.log),
    ],
    context: ({ requestContext }) => requestContext,
  });
}

export const EXAMPLE_QUERY = `# Shopwright: the products of each collection with their prices and availability.
query Catalog {
  website { id name currency timeZone }
  collections {
    title
    fullUrl
    products(first: 5) {
      edges { node { title fullUrl productType availability { soldOut onSale mark fromPrice { formatted } } } }
    }
  }
}
`;
