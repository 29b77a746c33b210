// Small pieces the catalog screens share: a table's column heads, and a form's problem next to its field.

export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A form's refusal, announced; `id` lets the field it concerns point at it (aria-describedby). */
export function Problem({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="console-error">
      {message}
    </p>
  );
}
