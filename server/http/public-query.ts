// What a GraphQL request body asks: whether it is a read at all, and whether it is a public catalog read whose
// answer depends only on the website and the body. Parses are memoised per query text. A query text that cannot run
// (it does not parse, or nests deeper than any node lets through) changes nothing: Yoga answers it 400 with its code.
import { BREAK, type DocumentNode, Kind, type OperationDefinitionNode, parse, visit } from 'graphql';
import { LRUCache } from 'lru-cache';
import { MAX_QUERY_NESTING, nestsDeeperThan } from './query-nesting.ts';

/** Root query fields whose answers depend only on the website and the query. */
export const PUBLIC_ROOT_FIELDS = new Set(['website', 'collections', 'collection', 'product', '__typename']);
/** Fields whose answer depends on the visitor — their cookie (likedByMe), their browser's Accept-Language (an
 * installment context's shopperLanguage and locale): a query asking for one anywhere is never shared. */
export const VISITOR_FIELDS = new Set(['likedByMe', 'shopperLanguage', 'locale']);

type Shape = { readOnly: boolean; publicCatalog: boolean };
const UNKNOWN: Shape = { readOnly: false, publicCatalog: false };
/** A query text that cannot be run at all. */
const REFUSED: Shape = { readOnly: true, publicCatalog: false };
/** Query texts whose shape is kept (least recently used dropped first). */
const memo = new LRUCache<string, Shape>({ max: 1000 });

/** The shape of a raw JSON request body. A body that is not JSON, or has no query text, runs nothing (Yoga answers it
 * 400 BAD_REQUEST); a query that parses but whose operation is not a query counts as possibly changing state. */
export function requestShape(rawBody: string): Shape {
  let request: { query?: unknown; operationName?: unknown };
  try {
    request = JSON.parse(rawBody);
  } catch {
    return REFUSED;
  }
  if (typeof request?.query !== 'string') return REFUSED;
  const operationName = typeof request.operationName === 'string' ? request.operationName : undefined;
  const memoKey = `${operationName ?? ''}\n${request.query}`;
  let shape = memo.get(memoKey);
  if (!shape) {
    shape = shapeOf(request.query, operationName);
    memo.set(memoKey, shape);
  }
  return shape;
}

/** Whether the selected operation is a query that asks only public catalog root fields (no fragments at the root). */
export function isPublicCatalogQuery(query: string, operationName?: string): boolean {
  return shapeOf(query, operationName).publicCatalog;
}

function shapeOf(query: string, operationName?: string): Shape {
  if (nestsDeeperThan(query, MAX_QUERY_NESTING)) return REFUSED;
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch {
    return REFUSED;
  }
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== 'query') return UNKNOWN;
  const publicCatalog =
    operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_ROOT_FIELDS.has(s.name.value)) &&
    !asksVisitorFields(document);
  return { readOnly: true, publicCatalog };
}

/** Whether any field of the document (its fragments too) is one whose answer depends on the visitor. */
function asksVisitorFields(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (!VISITOR_FIELDS.has(node.name.value)) return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}
