// A field's error message, linked to its control by id; nothing when the field is valid.

export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}
