// A labelled rich-text field that a plain <form> reads with FormData like a textarea: a hidden input named `name`
// holds the HTML, the text as it was until the owner changes it, then the editor's HTML ('' when emptied). The
// editor (rich-text/RichTextEditor.tsx, TipTap) is loaded when a field is first shown, in a chunk of its own; the
// form can be sent before it arrives, with the text unchanged.
import { lazy, Suspense, useRef, useState } from 'react';
import type { RichTextEditorProps } from './rich-text/RichTextEditor.tsx';
import './rich-text/rich-text.css';

const RichTextEditor = lazy(() => import('./rich-text/RichTextEditor.tsx'));

/** The field's id (the editable text's), label, name in the form, stored text, and its error's aria props. */
type Props = Omit<RichTextEditorProps, 'labelId' | 'onChange'> & { name: string };

export function RichTextField({ name, ...field }: Props) {
  const [html, setHtml] = useState(field.defaultValue);
  const frame = useRef<HTMLDivElement>(null);
  const labelId = `${field.id}-label`;
  // Every change (a toolbar button's too, which types nothing) tells the form with an input event, as a field does.
  const change = (next: string) => {
    setHtml(next);
    frame.current?.dispatchEvent(new Event('input', { bubbles: true }));
  };
  return (
    <div className="rich-text" ref={frame}>
      <span id={labelId} className="rich-text-label">
        {field.label}
      </span>
      <input type="hidden" name={name} value={html} />
      <Suspense
        fallback={
          <div className="rich-text-frame">
            <p className="rich-text-loading console-hint">Loading the editor…</p>
          </div>
        }
      >
        <RichTextEditor {...field} labelId={labelId} onChange={change} />
      </Suspense>
    </div>
  );
}
