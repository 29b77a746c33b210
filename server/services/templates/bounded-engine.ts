// The engine and execution context with this server's bounds: each instruction counts as a step, the render stops
// (keeping what it wrote) at the step, time, nesting or output limit, and every runtime error is placed at the
// instruction that raised it.
import {
  type Code,
  Context,
  type ContextProps,
  Engine,
  type TemplateError as EngineError,
  type FormatterMap,
  nameOfOpcode,
  type PredicateMap,
} from '@squarespace/template-engine';
import {
  MAX_TEMPLATE_ERRORS,
  MAX_TEMPLATE_NESTING,
  MAX_TEMPLATE_OUTPUT_LENGTH,
  MAX_TEMPLATE_RENDER_MS,
  MAX_TEMPLATE_STEPS,
  TEMPLATE_PARTIAL_DEPTH,
} from '../../../domain/store-limits.ts';
import type { InstructionSources } from './parse.ts';
import { errorKind, type TemplateError } from './template-errors.ts';

export const STEP_LIMIT_MESSAGE = `The template stopped after ${MAX_TEMPLATE_STEPS.toLocaleString('en-US')} steps.`;
export const TIME_LIMIT_MESSAGE = `The template stopped after ${MAX_TEMPLATE_RENDER_MS} ms.`;
export const NESTING_LIMIT_MESSAGE = `The template stopped: blocks nested more than ${MAX_TEMPLATE_NESTING} deep.`;
export const OUTPUT_LIMIT_MESSAGE = `The template stopped: its HTML reached ${MAX_TEMPLATE_OUTPUT_LENGTH.toLocaleString('en-US')} characters.`;
export const MORE_ERRORS_MESSAGE = `More than ${MAX_TEMPLATE_ERRORS} errors; only the first ${MAX_TEMPLATE_ERRORS} are listed.`;

/** One render's running totals; shared by its engine and context. */
export class RenderBudget {
  steps = 0;
  stopped = false;
  /** Instructions being executed, innermost last. */
  readonly running: unknown[] = [];
  readonly errors: TemplateError[] = [];
  private readonly deadline: number;

  constructor(
    readonly sources: InstructionSources,
    private readonly clock: () => number = Date.now,
  ) {
    this.deadline = clock() + MAX_TEMPLATE_RENDER_MS;
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
    else if ((this.steps & 255) === 0 && this.clock() > this.deadline) this.stop(TIME_LIMIT_MESSAGE);
    return !this.stopped;
  }
}

type Impl = (inst: Code, ctx: Context) => void;

/** The engine, each instruction wrapped to count a step and to track which instruction is running. */
export class BoundedEngine extends Engine {
  constructor(props: { formatters: FormatterMap; predicates: PredicateMap }) {
    super(props);
    this.impls = this.impls.map((impl) => (impl ? this.bounded(impl) : impl));
  }

  private bounded(impl: Impl): Impl {
    return function (this: Engine, inst, ctx) {
      const budget = (ctx as BoundedContext).budget;
      if (!budget.step()) return;
      budget.running.push(inst);
      try {
        impl.call(this, inst, ctx);
      } catch (e) {
        // Recorded here, while the failing instruction is still known (the engine would report it without a place).
        const opcode = typeof inst === 'number' ? inst : (inst as unknown as unknown[])[0];
        const error = e instanceof Error ? e : new Error(String(e));
        budget.record(`RuntimeError: Unexpected ${error.name} error when executing ${nameOfOpcode(opcode as number)}: ${error.message}`);
      } finally {
        budget.running.pop();
      }
    };
  }
}

/** The execution context: output capped, errors placed and counted by the budget. */
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
    if (this.budget.stopped) return;
    if (this.buf.length + s.length > MAX_TEMPLATE_OUTPUT_LENGTH) {
      this.budget.stop(OUTPUT_LIMIT_MESSAGE);
      return;
    }
    this.buf += s;
  }
}
