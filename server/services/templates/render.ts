// Renders owner template text (Squarespace's JSON-Template language) with @squarespace/template-engine against the
// JSON of a page. Never throws: every problem — syntax, unknown formatter or predicate, unclosed block, missing
// partial, partials nested deeper than 16, expression errors, the bounds of domain/store-limits.ts — is returned in
// `errors` with its line and column, for the owner; visitors only ever get the HTML.
import { Formatters, type Partials, Predicates, type RootCode } from '@squarespace/template-engine';
import { TEMPLATE_TOO_LONG_MESSAGE, TOO_MANY_PARTIALS_MESSAGE } from '../../../domain/limit-messages.ts';
import { MAX_TEMPLATE_LENGTH, MAX_TEMPLATE_PARTIALS } from '../../../domain/store-limits.ts';
import { BoundedContext, BoundedEngine, RenderBudget } from './bounded-engine.ts';
import { cldrFor } from './cldr.ts';
import { HELPER_FORMATTERS, HELPER_PREDICATES } from './helper-formatters.ts';
import { MONEY_FORMATTERS } from './money-formatters.ts';
import { type InstructionSources, parseTemplate, type Tables } from './parse.ts';
import { templateContext } from './template-context.ts';
import { partialTooLongMessage, type TemplateError } from './template-errors.ts';

export type { TemplateError, TemplateErrorKind } from './template-errors.ts';

export { partialTooLongMessage } from './template-errors.ts';

export type RenderOptions = {
  /** Named template texts for `{@|apply name}` and `{.include name}`. */
  partials?: Record<string, string>;
  /** Locale of the formatted dates, numbers and prices (default en-US). */
  locale?: string;
  /** The moment relative dates are measured from (default now), in epoch milliseconds. */
  now?: number;
  /** The clock the time budget is kept by (default Date.now; tests of the other limits pass one that stands still). */
  clock?: () => number;
  /** The time this render may take (default MAX_TEMPLATE_RENDER_MS; less when it shares a budget with another). */
  timeMs?: number;
};

export type RenderResult = { html: string; errors: TemplateError[] };

const TABLES: Tables = {
  formatters: { ...Formatters, ...MONEY_FORMATTERS, ...HELPER_FORMATTERS },
  predicates: { ...Predicates, ...HELPER_PREDICATES },
};
const ENGINE = new BoundedEngine(TABLES);
/** A partial whose text failed to parse renders nothing, as the engine does. */
const EMPTY_TEMPLATE = () => parseTemplate('', TABLES, new WeakMap()).code;

const whole = (message: string, kind: TemplateError['kind'] = 'limit'): TemplateError => ({ line: 0, column: 0, message, kind });

/** The partials parsed with positions, and their errors (each placed in its partial). */
function parsePartials(partials: unknown, sources: InstructionSources) {
  const parsed: Partials = {};
  const errors: TemplateError[] = [];
  if (typeof partials !== 'object' || partials === null) return { parsed, errors };
  const entries = Object.entries(partials as Record<string, unknown>);
  if (entries.length > MAX_TEMPLATE_PARTIALS) errors.push(whole(TOO_MANY_PARTIALS_MESSAGE));
  for (const [name, text] of entries.slice(0, MAX_TEMPLATE_PARTIALS)) {
    if (typeof text !== 'string') continue;
    if (text.length > MAX_TEMPLATE_LENGTH) {
      errors.push({ ...whole(partialTooLongMessage(name)), partial: name });
      parsed[name] = EMPTY_TEMPLATE();
      continue;
    }
    const result = parseTemplate(text, TABLES, sources, name);
    errors.push(...result.errors);
    parsed[name] = result.errors.length > 0 ? EMPTY_TEMPLATE() : result.code;
  }
  return { parsed, errors };
}

/** Renders `templateText` with `context` (a page's `?format=json`, or any JSON). */
export function renderTemplate(templateText: string, context: unknown, options: RenderOptions = {}): RenderResult {
  try {
    const text = typeof templateText === 'string' ? templateText : '';
    if (text.length > MAX_TEMPLATE_LENGTH) return { html: '', errors: [whole(TEMPLATE_TOO_LONG_MESSAGE)] };
    const sources: InstructionSources = new WeakMap();
    const main = parseTemplate(text, TABLES, sources);
    const partials = parsePartials(options.partials, sources);
    const budget = new RenderBudget(sources, options.clock, options.timeMs);
    const ctx = new BoundedContext(
      templateContext(context),
      {
        cldr: cldrFor(options.locale),
        now: options.now ?? Date.now(),
        partials: partials.parsed,
        enableExpr: true,
        exprOpts: { maxTokens: 500, maxStringLen: 10_000 },
        enableInclude: true,
      },
      budget,
    );
    ctx.parsefunc = (raw) => {
      const parsed = parseTemplate(raw, TABLES, sources);
      return { code: parsed.code, errors: parsed.errors.map((e) => ({ type: 'parser' as const, message: e.message })) };
    };
    try {
      ENGINE.execute(main.code as RootCode, ctx);
    } catch (e) {
      budget.record(`RuntimeError: ${e instanceof Error ? e.message : String(e)}`, 'runtime');
    }
    return { html: ctx.render(), errors: [...main.errors, ...partials.errors, ...budget.errors] };
  } catch (e) {
    return { html: '', errors: [whole(`RuntimeError: ${e instanceof Error ? e.message : String(e)}`, 'runtime')] };
  }
}
