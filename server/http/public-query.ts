// Which GraphQL requests are public catalog reads, whose answers depend only on the website and the request body.
import { Kind, type OperationDefinitionNode, parse } from 'graphql';

/** Root query fields whose answers depend only on the website and the query. */
export const PUBLIC_ROOT_FIELDS = new Set(['website', 'collections', 'collection', 'product', '__typename']);

const MAX_MEMO = 1000;
const memo = new Map<string, boolean>();

/** Whether a raw JSON request body asks a public catalog query (memoised per query text). */
export function isPublicQueryBody(rawBody: string): boolean {
  let request: { query?: unknown; operationName?: unknown };
  try {
    request = JSON.parse(rawBody);
  } catch {
    return false;
  }
  if (typeof request?.query !== 'string') return false;
  const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
  const memoKey = `${operationName ?? ''}\n${request.query}`;
  let answer = memo.get(memoKey);
  if (answer === undefined) {
    answer = isPublicCatalogQuery(request.query, operationName);
    if (memo.size >= MAX_MEMO) memo.clear();
    memo.set(memoKey, answer);
  }
  return answer;
}

/** Whether the selected operation is a query that asks only public catalog root fields (no fragments at the root). */
export function isPublicCatalogQuery(query: string, operationName?: string): boolean {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  } catch {
    return false;
  }
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value));
}
