// Code editing in this browser (domain/code-editing.ts): on Android a code field is read-only and says
// 'Code editing is not available on Android'.
import { isCodeEditingAvailable } from '../../../../domain/code-editing.ts';
import { CODE_EDITING_UNAVAILABLE_MESSAGE } from '../../../../domain/editing-messages.ts';

/** Whether this browser may edit code (true where there is no browser, as when the console's modules are tested). */
export const CODE_EDITING = typeof navigator === 'undefined' || isCodeEditingAvailable(navigator.userAgent);

/** The note a read-only code field points at (aria-describedby); nothing where code can be edited. */
export function CodeEditingNote({ id }: { id: string }) {
  if (CODE_EDITING) return null;
  return (
    <p id={id} className="console-hint">
      {CODE_EDITING_UNAVAILABLE_MESSAGE}
    </p>
  );
}

/** The id of the note, for a field's aria-describedby, when it is shown. */
export const codeNoteId = (id: string) => (CODE_EDITING ? undefined : `${id}-unavailable`);
