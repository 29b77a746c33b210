// Template text in a <textarea> with line numbers beside it and the caret's line and column under it; the problems
// of the last check listed after it, each a button that puts the caret at its line and column. The text area is
// described by the list, so a screen reader reads the problems with it. On Android the text is read-only and says
// why (shared/CodeEditing.tsx).
import { type RefObject, useRef, useState } from 'react';
import { CODE_EDITING, CodeEditingNote, codeNoteId } from '../shared/CodeEditing.tsx';

export type Problem = { line: number; column: number; message: string; kind: string; partial?: string | null };

/** The caret's offset in `text` at a line and column (both from 1), kept inside the text. */
export function offsetOf(text: string, line: number, column: number) {
  const lines = text.split('\n');
  const l = Math.min(Math.max(line, 1), lines.length);
  const before = lines.slice(0, l - 1).reduce((sum, s) => sum + s.length + 1, 0);
  return before + Math.min(Math.max(column - 1, 0), lines[l - 1].length);
}

function positionOf(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

type Props = {
  label: string;
  text: string;
  onChange: (text: string) => void;
  problems: Problem[];
  readOnly: boolean;
  area: RefObject<HTMLTextAreaElement | null>;
};

export function TemplateText({ label, text, onChange, problems, readOnly, area }: Props) {
  const gutter = useRef<HTMLDivElement>(null);
  const [caret, setCaret] = useState({ line: 1, column: 1 });
  const track = () => area.current && setCaret(positionOf(text, area.current.selectionStart));
  const lines = text.split('\n').length;
  const noteId = codeNoteId('template-text');
  const describedBy = [noteId, problems.length > 0 ? 'template-problems' : undefined].filter(Boolean).join(' ');
  const goTo = (p: Problem) => {
    const el = area.current;
    if (!el) return;
    const at = offsetOf(text, p.line || 1, p.column || 1);
    el.focus();
    el.setSelectionRange(at, at);
    setCaret(positionOf(text, at));
  };
  return (
    <>
      <label htmlFor="template-text">{label}</label>
      <div className="website-template">
        <div ref={gutter} className="website-line-numbers" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
        </div>
        <textarea
          id="template-text"
          ref={area}
          rows={14}
          spellCheck={false}
          value={text}
          readOnly={readOnly || !CODE_EDITING}
          onChange={(e) => onChange(e.target.value)}
          onSelect={track}
          onKeyUp={track}
          onClick={track}
          onScroll={(e) => {
            if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
          }}
          aria-describedby={describedBy || undefined}
          aria-invalid={problems.length > 0 || undefined}
        />
      </div>
      {noteId && <CodeEditingNote id={noteId} />}
      <p className="console-hint">
        Line {caret.line}, column {caret.column}
      </p>
      {problems.length > 0 && (
        <div role="alert" id="template-problems">
          <p>Problems of the template:</p>
          <ol className="website-problems">
            {problems.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems may repeat; their order is the check's
              <li key={i}>
                <button type="button" className="console-secondary" onClick={() => goTo(p)}>
                  {p.line > 0 ? `Line ${p.line}, column ${p.column}` : 'Whole template'}
                  {p.partial ? ` of ${p.partial}` : ''}: {p.message}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}
