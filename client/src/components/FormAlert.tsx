// A form-level error shown above the form and announced as an alert; nothing when there is no error.

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-alert">
      {message}
    </p>
  );
}
