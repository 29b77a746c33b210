// Refusals of a change shown where they belong: next to their field (role="alert", tied to the input with
// aria-describedby), the rest above the form's button.
import { errorUploadingMessage, UPLOAD_FAILED_TITLE } from '../../../../domain/editing-messages.ts';
import { submitFailure } from '../status.tsx';
import { ownerMessage } from './field-words.ts';

export type FieldMessage = { field?: string | null; message: string };

/** The id of a field's error message, for aria-describedby. */
export const errorId = (field: string) => `${field}-error`;

/** The props that tie an input to its error, when it has one. */
export function describedBy(errors: FieldMessage[], field: string) {
  const has = errors.some((e) => e.field === field);
  return has ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
}

/** aria-describedby of a control: its hint and its error, when it has them. */
export function described(errors: FieldMessage[], field: string, hintId?: string) {
  const invalid = errors.some((e) => e.field === field);
  const ids = [hintId, invalid ? errorId(field) : undefined].filter(Boolean).join(' ');
  return { ...(invalid ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

/** One message, announced; `id` lets the input it concerns point at it (aria-describedby). Nothing when empty. */
export function ErrorMessage({ id, message }: { id?: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="console-error">
      {ownerMessage(message)}
    </p>
  );
}

export function FieldError({ errors, field }: { errors: FieldMessage[]; field: string }) {
  return <ErrorMessage id={errorId(field)} message={errors.find((e) => e.field === field)?.message} />;
}

/** Every message of `errors`, announced together, below `title` when given; nothing when there is none. */
export function ErrorList({ errors, id, title }: { errors: FieldMessage[]; id?: string; title?: string }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="console-error" id={id}>
      {title && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      {errors.map((e) => (
        <p key={e.message}>{ownerMessage(e.message)}</p>
      ))}
    </div>
  );
}

/** Errors that belong to none of `fields`. */
export function OtherErrors({ errors, fields }: { errors: FieldMessage[]; fields: string[] }) {
  return <ErrorList errors={errors.filter((e) => !e.field || !fields.includes(e.field))} />;
}

/** A failed request as a refusal without a field ('Unable to connect. Please try again' when nothing answered). */
export const requestFailed = (error: unknown): FieldMessage[] => [{ message: submitFailure(error) }];

/** Runs a mutation that answers userErrors; a failed request becomes one error like the API's own. */
export async function attempt(run: () => Promise<FieldMessage[]>): Promise<FieldMessage[]> {
  try {
    return (await run()).map((e) => ({ ...e, message: ownerMessage(e.message) }));
  } catch (error) {
    return requestFailed(error);
  }
}

/** An upload that failed: spec §8's 'Unable to Upload File', then why (the server's reasons, or no answer). */
export function UploadFailed({ messages, id }: { messages: string[]; id?: string }) {
  return <ErrorList id={id} title={UPLOAD_FAILED_TITLE} errors={messages.map((message) => ({ message }))} />;
}

/** One file's refusal among several: 'Error uploading {fileName}' unless the reason already names the file. */
export const fileRefusal = (fileName: string, reason: string) =>
  reason.includes(fileName) ? reason : `${errorUploadingMessage(fileName)}: ${reason}`;
