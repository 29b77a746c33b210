// The storefront's Apollo Client: same-origin /graphql with cookies, a cache that knows the schema's possible types.
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import introspection from './graphql/generated/possible-types.ts';

/** Objects without an id that several queries select parts of: merge them instead of replacing. */
const mergedTypes = ['Money', 'ProductAvailability', 'MerchandisingContext', 'InstallmentContext'];

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'include' }),
    cache: new InMemoryCache({
      possibleTypes: introspection.possibleTypes,
      typePolicies: Object.fromEntries(mergedTypes.map((type) => [type, { merge: true }])),
    }),
  });
}
