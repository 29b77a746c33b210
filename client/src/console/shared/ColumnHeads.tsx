// A table's column heads (th scope="col"), for the console's lists; the columns named in `amounts` (money) align right.

export function ColumnHeads({ names, amounts = [] }: { names: string[]; amounts?: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col" className={amounts.includes(name) ? 'console-money' : undefined}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
