// The engine and execution context with this server's bounds: each instruction counts as a step, the render stops
// (keeping what it wrote) at the step, time, nesting, output or formatted-characters limit, and every runtime error
// is placed at the instruction that raised it. The bounds hold inside one instruction too: the clock is read before
// every formatter and predicate, a formatter is not run on a value longer than what the render may still produce,
// and what it produces is counted, so that one tag like {website|json|json|…} cannot grow a value exponentially.
import {
  type Code,
  Context,
  type ContextProps,
  Engine,
  type TemplateError as EngineError,
  Formatter,
  type FormatterMap,
  nameOfOpcode,
  type PredicateMap,
  PredicatePlugin,
  type Variable,
} from '@squarespace/template-engine';
import {
  FORMATTED_LIMIT_MESSAGE,
  MORE_ERRORS_MESSAGE,
  NESTING_LIMIT_MESSAGE,
  OUTPUT_LIMIT_MESSAGE,
  STEP_LIMIT_MESSAGE,
  TIME_LIMIT_MESSAGE,
} from '../../../domain/limit-messages.ts';
import {
  MAX_TEMPLATE_ERRORS,
  MAX_TEMPLATE_FORMATTED_LENGTH,
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_OUTPUT_LENGTH,
  MAX_TEMPLATE_RENDER_MS,
  MAX_TEMPLATE_STEPS,
  TEMPLATE_PARTIAL_DEPTH,
} from '../../../domain/store-limits.ts';
import type { InstructionSources } from './parse.ts';
import { errorKind, type TemplateError } from './template-errors.ts';

/** Steps between two readings of the clock (formatters and predicates read it every time). */
const STEPS_PER_CLOCK_READING = 16;

const textLength = (v: Variable) => (typeof v.node.value === 'string' ? v.node.value.length : 0);

/** One render's running totals; shared by its engine and context. */
export class RenderBudget {
  steps = 0;
  stopped = false;
  /** Characters appended to any buffer of the render (its HTML, and what partials and includes write). */
  written = 0;
  /** Characters the formatters produced. */
  formatted = 0;
  /** Instructions being executed, innermost last. */
  readonly running: unknown[] = [];
  readonly errors: TemplateError[] = [];
  private readonly deadline: number;

  constructor(
    readonly sources: InstructionSources,
    private readonly clock: () => number = Date.now,
    timeMs = MAX_TEMPLATE_RENDER_MS,
  ) {
    this.deadline = clock() + timeMs;
  }

  /** Records an error at the innermost running instruction whose place in the text is known. */
  record(message: string, kind = errorKind(message)) {
    if (this.errors.length > MAX_TEMPLATE_ERRORS) return;
    if (this.errors.length === MAX_TEMPLATE_ERRORS) {
      this.errors.push({ line: 0, column: 0, message: MORE_ERRORS_MESSAGE, kind: 'limit' });
      return;
    }
    let source = null;
    for (let i = this.running.length - 1; i >= 0 && !source; i--) source = this.sources.get(this.running[i] as object) ?? null;
    this.errors.push({ ...(source ?? { line: 0, column: 0 }), message, kind });
  }

  stop(message: string) {
    if (this.stopped) return;
    this.record(message, 'limit');
    this.stopped = true;
  }

  /** Counts one step; false once the render must stop. */
  step(): boolean {
    if (this.stopped) return false;
    this.steps++;
    if (this.steps > MAX_TEMPLATE_STEPS) this.stop(STEP_LIMIT_MESSAGE);
    else if (this.running.length >= MAX_TEMPLATE_NESTING) this.stop(NESTING_LIMIT_MESSAGE);
    else if (this.steps % STEPS_PER_CLOCK_READING === 0) this.inTime();
    return !this.stopped;
  }

  /** Reads the clock; false once the render must stop. */
  inTime(): boolean {
    if (!this.stopped && this.clock() > this.deadline) this.stop(TIME_LIMIT_MESSAGE);
    return !this.stopped;
  }

  /** Whether a formatter may run on these values: in time, and none longer than what may still be produced. */
  mayFormat(vars: Variable[]): boolean {
    if (!this.inTime()) return false;
    const left = MAX_TEMPLATE_FORMATTED_LENGTH - this.formatted;
    if (vars.some((v) => textLength(v) > left)) this.stop(FORMATTED_LIMIT_MESSAGE);
    return !this.stopped;
  }

  /** Counts what a formatter produced (the values it replaced); false once past the limit. */
  formattedInto(vars: Variable[], before: unknown[]): boolean {
    for (let i = 0; i < vars.length; i++) if (vars[i].node !== before[i]) this.formatted += textLength(vars[i]);
    if (this.formatted > MAX_TEMPLATE_FORMATTED_LENGTH) this.stop(FORMATTED_LIMIT_MESSAGE);
    return !this.stopped;
  }

  /** Counts characters about to be written; false (nothing to write) once past the output limit. */
  mayWrite(length: number): boolean {
    if (this.stopped) return false;
    this.written += length;
    if (this.written > MAX_TEMPLATE_OUTPUT_LENGTH) this.stop(OUTPUT_LIMIT_MESSAGE);
    return !this.stopped;
  }
}

const budgetOf = (ctx: unknown) => (ctx as BoundedContext).budget;

/** A formatter that keeps to the render's budget: not run out of time or on too long a value, its result counted.
 * A stopped chain leaves an empty value, so that nothing it grew stays in memory or is written. */
function boundedFormatter(formatter: Formatter): Formatter {
  const bounded = Object.create(formatter) as Formatter;
  bounded.apply = (args, vars, ctx) => {
    const budget = budgetOf(ctx);
    if (budget.mayFormat(vars)) {
      const before = vars.map((v) => v.node);
      formatter.apply(args, vars, ctx);
      if (budget.formattedInto(vars, before)) return;
    }
    for (const v of vars) v.set('');
  };
  return bounded;
}

/** A predicate that is false once the render is out of time. */
function boundedPredicate(predicate: PredicatePlugin): PredicatePlugin {
  const bounded = Object.create(predicate) as PredicatePlugin;
  bounded.apply = (args, ctx) => budgetOf(ctx).inTime() && predicate.apply(args, ctx);
  return bounded;
}

const mapValues = <T, U>(map: Record<string, T>, f: (v: T) => U) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, f(v)])) as Record<string, U>;

type Impl = (inst: Code, ctx: Context) => void;

/** The engine, each instruction wrapped to count a step and to track which instruction is running. */
export class BoundedEngine extends Engine {
  constructor(props: { formatters: FormatterMap; predicates: PredicateMap }) {
    super({
      formatters: mapValues(props.formatters, (f) => (f instanceof Formatter ? boundedFormatter(f) : f)),
      predicates: mapValues(props.predicates, (p) => (p instanceof PredicatePlugin ? boundedPredicate(p) : p)),
    });
    this.impls = this.impls.map((impl) => (impl ? this.bounded(impl) : impl));
  }

  private bounded(impl: Impl): Impl {
    return function (this: Engine, inst, ctx) {
      const budget = budgetOf(ctx);
      if (!budget.step()) return;
      budget.running.push(inst);
      try {
        impl.call(this, inst, ctx);
      } catch (e) {
        // Recorded here, while the failing instruction is still known (the engine would report it without a place).
        const opcode = Array.isArray(inst) ? inst[0] : inst;
        const error = e instanceof Error ? e : new Error(String(e));
        budget.record(`RuntimeError: Unexpected ${error.name} error when executing ${nameOfOpcode(opcode as number)}: ${error.message}`);
      } finally {
        budget.running.pop();
      }
    };
  }
}

/** The execution context: what it writes counted and capped, errors placed and counted by the budget. */
export class BoundedContext extends Context {
  constructor(
    node: unknown,
    props: ContextProps,
    readonly budget: RenderBudget,
  ) {
    super(node, props);
    this.maxPartialDepth = TEMPLATE_PARTIAL_DEPTH;
  }

  error(err: EngineError): void {
    this.budget.record(err.message);
  }

  append(s: string): void {
    // The engine also appends numbers and booleans.
    const text = typeof s === 'string' ? s : String(s);
    if (this.budget.mayWrite(text.length)) this.buf += text;
  }
}
