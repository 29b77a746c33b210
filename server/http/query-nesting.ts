// How deeply a GraphQL document's text nests, read without parsing it: the parser, the validation rules and the cost
// rule all recurse, so a document nested thousands of levels deep could overflow the stack before any of them could
// refuse it. This scan is a loop over the characters (strings, block strings and comments skipped) that stops at the
// limit; a document past it is refused before anything recursive reads it.

/** The deepest nesting of { [ ( a document may have: twice the depth limit (a field's selection set and its
 * arguments' lists and objects) and room for fragments, never so deep that a recursive walk of it is at risk. */
export const queryNestingLimit = (maxDepth: number) => 2 * maxDepth + 16;

/** The largest depth limit a node may be configured with (GRAPHQL_MAX_DEPTH), and so the deepest nesting any node
 * lets through to its parser: recursive walks of documents this deep are far from the stack's end. */
export const MAX_GRAPHQL_DEPTH = 100;
export const MAX_QUERY_NESTING = queryNestingLimit(MAX_GRAPHQL_DEPTH);

export const queryNestingMessage = (limit: number) => `Query nesting exceeds the maximum of ${limit} levels.`;

/** Whether `text` opens more than `limit` brackets inside each other. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || c === 0x5b || c === 0x28) {
      // { [ (
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d || c === 0x29) {
      if (depth > 0) depth--;
    } else if (c === 0x23) {
      // # comment: to the end of the line
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else if (c === 0x22) {
      i = text.startsWith('"""', i) ? endOfBlockString(text, i + 3) : endOfString(text, i + 1);
    }
  }
  return false;
}

/** The index of the closing quote of a string whose text starts at `i` (or the end of the line or text). */
function endOfString(text: string, i: number): number {
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"' || c === '\n' || c === '\r') return i;
  }
  return text.length;
}

/** The index of the last quote of a block string whose text starts at `i` (\""" does not close it). */
function endOfBlockString(text: string, i: number): number {
  for (; i < text.length; i++) {
    if (text[i] === '\\' && text.startsWith('"""', i + 1)) i += 3;
    else if (text.startsWith('"""', i)) return i + 2;
  }
  return text.length;
}
