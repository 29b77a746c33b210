// The storefront's Apollo Client: same-origin /graphql with cookies and the crumb, a cache that knows the schema's
// possible types. A server-rendered page brings the answers it was rendered from (its Apollo cache, in the
// #apollo-state script); the browser starts from them, so hydration renders what the server rendered.
import { ApolloClient, ApolloLink, type FieldPolicy, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { relayStylePagination } from '@apollo/client/utilities';
import { APOLLO_STATE_ID } from '../../domain/rendered-page.ts';
import introspection from './graphql/generated/possible-types.ts';
import { crumbLink } from './lib/crumb-link.ts';
import { pageData } from './lib/page-data.ts';

/** Objects without an id that several queries select parts of: merge them instead of replacing. */
const mergedTypes = ['Money', 'ProductAvailability', 'MerchandisingContext', 'InstallmentContext', 'StoreSettings'];

type CommentPage = { comments: readonly unknown[]; hasNextPage: boolean };

/** An item's comments, asked a page at a time by offset: one list in the cache, each page written at its offset. */
const commentPages: FieldPolicy<CommentPage> = {
  keyArgs: false,
  merge(existing, incoming, { args }) {
    const comments = existing ? [...existing.comments] : [];
    const offset = typeof args?.offset === 'number' ? args.offset : 0;
    incoming.comments.forEach((comment, i) => {
      comments[offset + i] = comment;
    });
    return { ...incoming, comments };
  },
};

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      ...Object.fromEntries(mergedTypes.map((type) => [type, { merge: true }])),
      // Paged lists: "more" pages join the list already shown (the screens only ask for the next page).
      Item: { fields: { comments: commentPages } },
      Product: { fields: { reviews: relayStylePagination() } },
    },
  });
}

export function createApolloClient(state?: NormalizedCacheObject): ApolloClient {
  const cache = createApolloCache();
  if (state) cache.restore(state);
  return new ApolloClient({
    link: ApolloLink.from([crumbLink, new HttpLink({ uri: '/graphql', credentials: 'include' })]),
    cache,
    // Queries that would go to the network at once (cache-and-network, network-only) read the server's answers
    // while the page hydrates.
    ...(state ? { ssrForceFetchDelay: 100 } : {}),
  });
}

/** The Apollo cache a server-rendered page carries, or undefined for a page the browser renders alone. */
export function serverState(): NormalizedCacheObject | undefined {
  return pageData<NormalizedCacheObject>(APOLLO_STATE_ID) ?? undefined;
}
