// A table's column heads (th scope="col"), for the console's lists; the columns named in `amounts` (money) align right.
// Columns named in `sort.columns` sort the list: the head is a button, and aria-sort says which column orders the rows
// and which way. A press sorts by that column (its first direction), a second press the other way, a third puts the
// list's own order back (for a column that is the list's own order, presses go back and forth).

/** A sortable column's two orders, as the API names them, the first one a press gives first. */
export type SortColumn<S extends string> = { first: S; second: S };

export type TableSort<S extends string> = {
  columns: Record<string, SortColumn<S>>;
  /** The order now (the list's own order: none of the columns'). */
  current: S;
  /** The list's own order, back after a third press. */
  initial: S;
  onSort: (next: S) => void;
};

type Props<S extends string> = { names: string[]; amounts?: string[]; sort?: TableSort<S> };

/** The order after a press on a column's head. */
export function nextSort<S extends string>(column: SortColumn<S>, current: S, initial: S): S {
  if (current === column.first) return column.second;
  if (current === column.second) return initial === column.first || initial === column.second ? column.first : initial;
  return column.first;
}

/** aria-sort of a column's head: which way the column orders the rows, if it does. */
function ariaSort<S extends string>(column: SortColumn<S>, current: S, ascending: boolean): 'ascending' | 'descending' | 'none' {
  if (current !== column.first && current !== column.second) return 'none';
  return (current === column.first) === ascending ? 'ascending' : 'descending';
}

const ARROWS = { ascending: '↑', descending: '↓', none: '↕' };

export function ColumnHeads<S extends string>({ names, amounts = [], sort }: Props<S>) {
  return (
    <thead>
      <tr>
        {names.map((name) => {
          const className = amounts.includes(name) ? 'console-money' : undefined;
          const column = sort?.columns[name];
          if (!sort || !column)
            return (
              <th key={name} scope="col" className={className}>
                {name}
              </th>
            );
          const state = ariaSort(column, sort.current, isAscending(column.first));
          return (
            <th key={name} scope="col" className={className} aria-sort={state}>
              <button type="button" className="console-sort" onClick={() => sort.onSort(nextSort(column, sort.current, sort.initial))}>
                {name}{' '}
                <span aria-hidden="true" className="console-sort-arrow">
                  {ARROWS[state]}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** Whether an API order is the ascending one (…_ASCENDING, OLDEST, …_LOWEST). */
export const isAscending = (order: string) => /ASCENDING$|^OLDEST$|LOWEST$/.test(order);
