// Kysely builds a statement's tree and compiles it on every call; on the cart's hot statements that cost more CPU than
// running them (docs/performance.md). A prepared statement is built and compiled once per shape — what changes its
// text: which conditions it has — with a placeholder where each call's value goes; a call copies its values in.
// Values that change the text (a boolean written as a condition, a list's length) belong in the shape.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { type Db, databaseProviderOf } from './client.ts';
import { query } from './kysely.ts';

/** Shapes kept per statement (each kind of statement has a few; a shape is never made from a request's values). */
export const PREPARED_SHAPES_MAX = 64;

const PLACEHOLDER = '\u0000value:';

/** Where a call's i-th value goes: a marker the compiled statement's parameters are recognised by (so typed as the
 * value it stands for, which it never is). */
export type Placeholder = <T = string>(i: number) => T;
const placeholder = ((i: number) => `${PLACEHOLDER}${i}`) as Placeholder;

type Template<O> = { compiled: CompiledQuery<O>; parameters: ({ value: number } | { constant: unknown })[] };

export class PreparedStatement<O, S = void> {
  private readonly shapes = new Map<string, Template<O>>();

  /** `build` makes the statement of a shape with `value(i)` where the i-th of a call's `values` goes (typed as the
   * column it is compared with or written to: `value<Date>(3)`), and what the first call of that shape passed as
   * `structure` (only what the shape's key says may be read). */
  constructor(private readonly build: (db: Db, value: Placeholder, structure: S) => Compilable<O>) {}

  private template(db: Db, shape: string, structure: S): Template<O> {
    const key = `${databaseProviderOf(db)}:${shape}`;
    let template = this.shapes.get(key);
    if (!template) {
      const compiled = this.build(db, placeholder, structure).compile();
      const parameters = compiled.parameters.map((p) =>
        typeof p === 'string' && p.startsWith(PLACEHOLDER) ? { value: Number(p.slice(PLACEHOLDER.length)) } : { constant: p },
      );
      template = { compiled, parameters };
      if (this.shapes.size < PREPARED_SHAPES_MAX) this.shapes.set(key, template);
    }
    return template;
  }

  /** The statement of `shape` with these values, compiled for `db`'s database (to run in a transaction: `trx`). */
  compile(db: Db, shape: string, structure: S, values: readonly unknown[]): CompiledQuery<O> {
    const { compiled, parameters } = this.template(db, shape, structure);
    return { ...compiled, parameters: parameters.map((p) => ('value' in p ? values[p.value] : p.constant)) };
  }

  /** Runs the statement of `shape` with these values. */
  execute(db: Db, shape: string, structure: S, values: readonly unknown[]): Promise<QueryResult<O>> {
    return query(db).executeQuery(this.compile(db, shape, structure, values));
  }
}
