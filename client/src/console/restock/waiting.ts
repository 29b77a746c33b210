// Every variant in stock with shoppers still waiting for their restock email, across all pages of groups, as the send
// requests of one sendAllRestockNotifications call (which names at most 500), and how many waiting variants were left
// out for having no stock.
import type { ApolloClient } from '@apollo/client';
import { RestockGroupsDocument, type RestockGroupsQuery, type RestockSendRequest } from '../generated/graphql.ts';

export const MAX_SEND_REQUESTS = 500;
const PAGE_SIZE = 200;

export async function waitingVariants(client: ApolloClient): Promise<{ sendRequests: RestockSendRequest[]; withoutStock: number }> {
  const requests: RestockSendRequest[] = [];
  let withoutStock = 0;
  let cursor: string | null = null;
  do {
    const result: ApolloClient.QueryResult<RestockGroupsQuery> = await client.query({
      query: RestockGroupsDocument,
      variables: { cursor, pageSize: PAGE_SIZE },
      fetchPolicy: 'network-only',
    });
    const page = result.data?.restockSignUpGroups;
    for (const g of page?.signUpGroups ?? [])
      if (g.pending > 0 && !g.inStock) withoutStock += 1;
      else if (g.pending > 0) requests.push({ productId: g.productId, variantId: g.variantId });
    cursor = page?.hasNextPage ? (page.nextPageCursor ?? null) : null;
  } while (cursor && requests.length < MAX_SEND_REQUESTS);
  return { sendRequests: requests.slice(0, MAX_SEND_REQUESTS), withoutStock };
}
