// The storefront's Apollo Client: same-origin /graphql with cookies and the crumb, a cache that knows the schema's
// possible types.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import introspection from './graphql/generated/possible-types.ts';
import { crumbLink } from './lib/crumb-link.ts';

/** Objects without an id that several queries select parts of: merge them instead of replacing. */
const mergedTypes = ['Money', 'ProductAvailability', 'MerchandisingContext', 'InstallmentContext', 'StoreSettings'];

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([crumbLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache: new InMemoryCache({
      possibleTypes: introspection.possibleTypes,
      typePolicies: Object.fromEntries(mergedTypes.map((type) => [type, { merge: true }])),
    }),
  });
}
