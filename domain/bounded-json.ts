// Bounded JSON: a value made only of text, finite numbers, true/false, null, lists and plain named values, no deeper
// and no longer than given. Blocks of types kept as they came are checked this way before they are stored.

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export type JsonBounds = { maxDepth: number; maxChars: number };

export const jsonNotPlainMessage = (what: string) => `${what} can hold only text, numbers, true/false, lists and named values.`;
export const jsonTooDeepMessage = (what: string, depth: number) => `${what} can nest at most ${depth} levels deep.`;
export const jsonTooLongMessage = (what: string, chars: number) =>
  `${what} can be at most ${chars.toLocaleString('en-US')} characters long.`;

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Why `value` is not bounded JSON, or null. Walks at most `maxChars` values (every value takes at least one
 * character) and never below `maxDepth`, so a cyclic or huge input stops early; then measures the JSON text.
 * `what` names the value in the message ('A block').
 */
export function jsonProblem(value: unknown, bounds: JsonBounds, what: string): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let visited = 0;
  while (stack.length) {
    const next = stack.pop() as { value: unknown; depth: number };
    if (++visited > bounds.maxChars) return jsonTooLongMessage(what, bounds.maxChars);
    const v = next.value;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') continue;
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) return jsonNotPlainMessage(what);
      continue;
    }
    if (typeof v !== 'object' || (!Array.isArray(v) && !isPlainObject(v))) return jsonNotPlainMessage(what);
    if (next.depth >= bounds.maxDepth) return jsonTooDeepMessage(what, bounds.maxDepth);
    const children = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) {
      if (child === undefined) return jsonNotPlainMessage(what);
      stack.push({ value: child, depth: next.depth + 1 });
    }
  }
  return JSON.stringify(value).length > bounds.maxChars ? jsonTooLongMessage(what, bounds.maxChars) : null;
}
