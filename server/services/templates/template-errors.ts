// The errors a render collects for the owner (never shown to visitors): the engine's message, where it happened and
// what kind of problem it is. Nothing here loads the template engine (page input checks use these messages).
import { MAX_TEMPLATE_LENGTH } from '../../../domain/store-limits.ts';

export const partialTooLongMessage = (name: string) =>
  `The partial '${name}' is longer than ${MAX_TEMPLATE_LENGTH.toLocaleString('en-US')} characters.`;

/** What went wrong, for owners and tests to tell problems apart without reading the message. */
export type TemplateErrorKind =
  | 'syntax'
  | 'unknown-formatter'
  | 'unknown-predicate'
  | 'unclosed-block'
  | 'partial-not-found'
  | 'partial-recursion'
  | 'expression'
  | 'not-implemented'
  | 'date-out-of-range'
  | 'runtime'
  | 'limit';

export type TemplateError = {
  /** Line and column (from 1) in the template, or in the partial when `partial` is set; 0 when the problem is the
   * template as a whole (too long, too many partials). */
  line: number;
  column: number;
  message: string;
  kind: TemplateErrorKind;
  /** The partial whose text the position points into. */
  partial?: string;
};

const KINDS: [RegExp, TemplateErrorKind][] = [
  [/^SyntaxError: Formatter '.*' is unknown$/s, 'unknown-formatter'],
  [/^SyntaxError: Predicate '.*' is unknown$/s, 'unknown-predicate'],
  [/^SyntaxError: (Reached EOF in the middle of|Unclosed) /, 'unclosed-block'],
  [/^RuntimeError: Attempt to apply partial '.*' which could not be found\.$/s, 'partial-not-found'],
  [/^RuntimeError: Attempt to apply partial '.*' exceeded maximum recursion depth/s, 'partial-recursion'],
  [/^RuntimeError: Error (parsing|reducing) expression/, 'expression'],
  [/formatter is not yet implemented$/, 'not-implemented'],
  [/Julian day -?\d+ is outside the supported range/, 'date-out-of-range'],
  [/^SyntaxError: /, 'syntax'],
];

/** The kind of one of the engine's error messages. */
export function errorKind(message: string): TemplateErrorKind {
  for (const [pattern, kind] of KINDS) if (pattern.test(message)) return kind;
  return 'runtime';
}
