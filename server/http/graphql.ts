// GraphQL Yoga on the Pothos schema; the Hono context's RequestContext becomes the GraphQL context.
import { createYoga } from 'graphql-yoga';
import { schema } from '../../schema/index.ts';
import type { RequestContext } from './context.ts';

export function createGraphqlServer(opts: { graphiql: boolean; production: boolean }) {
  return createYoga<{ requestContext: RequestContext }, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: opts.graphiql ? { title: 'Shopwright GraphiQL', defaultQuery: EXAMPLE_QUERY } : false,
    landingPage: false,
    logging: opts.production ? 'warn' : 'error',
    maskedErrors: true,
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
