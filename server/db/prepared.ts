// Kysely builds a statement's tree and compiles it on every call; on the cart's hot statements that cost more CPU than
// running them (docs/performance.md). A prepared statement is built and compiled once per shape — what changes its
// text: which conditions it has, which columns, a list's length — with a named placeholder where each call's value
// goes; a call copies its values in by name.
//
// The shape is the `structure` a statement is built from, and only that: the build sees nothing else of the call, and
// the key a compiled text is kept under is the structure itself (its JSON), so no input can change the text without
// changing the key. Values — anything a request chooses — go in as parameters, never in the structure.
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { LRUCache } from 'lru-cache';
import { type Db, databaseProviderOf } from './client.ts';
import { query } from './kysely.ts';

/** Shapes kept per statement (each kind of statement has a few; least recently used dropped first). */
export const PREPARED_SHAPES_MAX = 64;

/** What a statement's text may depend on: plain data (flags, counts, column names, the name of an order). */
export type Structure = string | number | boolean | null | readonly Structure[] | { readonly [key: string]: Structure };

/** A statement's values, by name. */
export type Params = Record<string, unknown>;

type Element<T> = T extends readonly (infer E)[] ? E : never;
type ListName<P> = { [K in keyof P & string]: P[K] extends readonly unknown[] ? K : never }[keyof P & string];

/** Where the call's value `name` goes, typed as that value (it is a marker the compiled statement's parameters are
 * recognised by, which it never is); `each(name, n)`: the first n values of the list `name` (an IN list: n is part of
 * the structure). */
export interface Param<P extends Params> {
  <K extends keyof P & string>(name: K): P[K];
  each<K extends ListName<P>>(name: K, count: number): Element<P[K]>[];
}

const MARK = '\u0000param:';

/** `param`'s markers, as the statement's parameters carry them: `name`, or `name` and the list's index. */
function makeParam<P extends Params>(): Param<P> {
  const param = ((name: string) => `${MARK}${name}`) as Param<P>;
  param.each = ((name: string, count: number) => Array.from({ length: count }, (_, i) => `${MARK}${name}\u0000${i}`)) as Param<P>['each'];
  return param;
}

/** Each of `names` as its own parameter, `{ name: param(name) }`: an INSERT's values, typed as the row's columns. */
export function paramRow<P extends Params, K extends keyof P & string>(param: Param<P>, names: readonly K[]): Pick<P, K> {
  return Object.fromEntries(names.map((name) => [name, param(name)])) as Pick<P, K>;
}

type Slot = { name: string; index: number | null } | { constant: unknown };

function slotOf(parameter: unknown): Slot {
  if (typeof parameter !== 'string' || !parameter.startsWith(MARK)) return { constant: parameter };
  const [name, index] = parameter.slice(MARK.length).split('\u0000');
  return { name, index: index === undefined ? null : Number(index) };
}

type Template<O> = { compiled: CompiledQuery<O>; slots: Slot[] };

/** The key a structure's statement is kept under. */
const keyOf = (structure: Structure | undefined) => (structure === undefined ? '' : JSON.stringify(structure));

export class PreparedStatement<O, P extends Params = Record<never, never>, S extends Structure | undefined = undefined> {
  private readonly shapes = new LRUCache<string, Template<O>>({ max: PREPARED_SHAPES_MAX });

  /** `build` makes the statement of a structure with `param(name)` where the call's value of that name goes. */
  constructor(private readonly build: (db: Db, param: Param<P>, structure: S) => Compilable<O>) {}

  private template(db: Db, structure: S): Template<O> {
    const key = `${databaseProviderOf(db)}:${keyOf(structure)}`;
    let template = this.shapes.get(key);
    if (!template) {
      const compiled = this.build(db, makeParam<P>(), structure).compile();
      template = { compiled, slots: compiled.parameters.map(slotOf) };
      this.shapes.set(key, template);
    }
    return template;
  }

  /** The statement of `structure` with these values, compiled for `db`'s database (to run in a transaction: `trx`). */
  compile(db: Db, params: P, ...structure: S extends undefined ? [] : [S]): CompiledQuery<O> {
    const { compiled, slots } = this.template(db, structure[0] as S);
    const values = params as Params;
    const parameters = slots.map((slot) => {
      if ('constant' in slot) return slot.constant;
      const value = values[slot.name];
      return slot.index === null ? value : (value as readonly unknown[])[slot.index];
    });
    return { ...compiled, parameters };
  }

  /** Runs the statement of `structure` with these values. */
  execute(db: Db, params: P, ...structure: S extends undefined ? [] : [S]): Promise<QueryResult<O>> {
    return query(db).executeQuery(this.compile(db, params, ...structure));
  }

  /** How many shapes are kept (tests). */
  get shapeCount(): number {
    return this.shapes.size;
  }
}
