// Refusals of a change shown where they belong: next to their field (role="alert", tied to the input with
// aria-describedby), the rest above the form's button.

export type FieldMessage = { field?: string | null; message: string };

/** The id of a field's error message, for aria-describedby. */
export const errorId = (field: string) => `${field}-error`;

/** The props that tie an input to its error, when it has one. */
export function describedBy(errors: FieldMessage[], field: string) {
  const has = errors.some((e) => e.field === field);
  return has ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
}

export function FieldError({ errors, field }: { errors: FieldMessage[]; field: string }) {
  const message = errors.find((e) => e.field === field)?.message;
  if (!message) return null;
  return (
    <p id={errorId(field)} role="alert" className="console-error">
      {message}
    </p>
  );
}

/** Errors that belong to none of `fields`. */
export function OtherErrors({ errors, fields }: { errors: FieldMessage[]; fields: string[] }) {
  const rest = errors.filter((e) => !e.field || !fields.includes(e.field));
  if (rest.length === 0) return null;
  return (
    <div role="alert" className="console-error">
      {rest.map((e) => (
        <p key={e.message}>{e.message}</p>
      ))}
    </div>
  );
}

/** A failed request as a refusal without a field. */
export const requestFailed = (error: unknown): FieldMessage[] => [{ message: (error as Error).message }];
