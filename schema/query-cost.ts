// Shopify-style cost of one field, for @pothos/plugin-complexity: leaves are free, objects cost 1, lists are
// estimated at 10 items, and a connection costs 2 plus its sub-selection times the page asked for (first/last).
import type { FieldComplexityValue } from '@pothos/plugin-complexity';
import { type GraphQLField, type GraphQLOutputType, getNamedType, isLeafType, isListType, isNonNullType } from 'graphql';

/** A connection without first/last returns this many (the builder's defaultConnectionSize). */
export const DEFAULT_PAGE_SIZE = 20;
/** Plain lists (variants, images, collections) are not paged: their sub-selection counts this many times. */
export const LIST_SIZE_ESTIMATE = 10;

export function fieldCost<Context>(
  args: Record<string, unknown>,
  _ctx: Context,
  field: GraphQLField<unknown, Context, Record<string, unknown>>,
): FieldComplexityValue {
  if (isLeafType(getNamedType(field.type))) return 0;
  if (field.args.some((arg) => arg.name === 'first')) return { field: 2, multiplier: pageSize(args) };
  // A connection's edges are already counted by the connection's page size.
  if (field.name === 'edges') return { field: 0, multiplier: 1 };
  if (isList(field.type)) return { field: 1, multiplier: LIST_SIZE_ESTIMATE };
  return 1;
}

function pageSize(args: Record<string, unknown>): number {
  const asked = args.first ?? args.last;
  return typeof asked === 'number' ? Math.max(0, asked) : DEFAULT_PAGE_SIZE;
}

function isList(type: GraphQLOutputType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}
