// GraphQL Yoga on the Pothos schema; the Hono context's RequestContext becomes the GraphQL context.

import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import { schema } from '../../schema/index.ts';
import { RateLimitedError } from '../services/rate-limits.ts';
import type { RequestContext } from './context.ts';
import { graphqlLimitPlugins } from './graphql-limits.ts';
import { rateLimitedGraphQLError } from './rate-limit-response.ts';

export function createGraphqlServer(opts: { graphiql: boolean; production: boolean }) {
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: opts.graphiql ? { title: 'Shopwright GraphiQL', defaultQuery: EXAMPLE_QUERY } : false,
    // GraphiQL's page and assets are served from the package itself: it works with no access to a CDN.
    renderGraphiQL,
    landingPage: false,
    logging: opts.production ? 'warn' : 'error',
    // Unexpected errors are masked; a rate limit is an expected answer (429 with Retry-After).
    maskedErrors: {
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof RateLimitedError) return rateLimitedGraphQLError(original);
        return maskError(error, message, isDev);
      },
    },
    // One operation per request: limits are per operation, so a batch would multiply them.
    batching: false,
    // CORS is answered in front of Yoga (securityMiddleware), for /graphql and REST alike.
    cors: false,
    plugins: graphqlLimitPlugins<{ requestContext: RequestContext }>({
      production: opts.production,
      isOwner: (_request, { requestContext }) => requestContext.owner !== null,
    }),
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
