// The link's address, asked in the page under the toolbar (Link, or Ctrl+K): Enter or Apply link makes the selected
// words a link (with nothing selected, the address itself is added as a link), Remove link takes it off, Escape or
// Cancel goes back to the text. Addresses go where the server lets links go (domain/link-address.ts).
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { linkAddressOf } from '../../../../../domain/link-address.ts';
import { ErrorMessage } from '../errors.tsx';

export const LINK_REFUSED = 'Enter a web address (https://…), an email address, a phone number (tel:…) or a path on this site (/…).';

type Props = { editor: Editor; id: string; onDone: () => void };

export function LinkField({ editor, id, onDone }: Props) {
  const current: string = editor.getAttributes('link').href ?? '';
  const [typed, setTyped] = useState(current);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const back = () => {
    onDone();
    editor.commands.focus();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const apply = () => {
    if (!typed.trim()) return current ? remove() : back();
    const href = linkAddressOf(typed);
    if (!href) return setError(LINK_REFUSED);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain
        .insertContent({ type: 'text', text: typed.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
        .run();
    else chain.extendMarkRange('link').setLink({ href }).run();
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter would send the form the field sits in.
    if (event.key === 'Enter') apply();
    else if (event.key === 'Escape') back();
    else return;
    event.preventDefault();
  };

  const errorId = `${id}-link-error`;
  return (
    <fieldset className="rich-text-link">
      <legend className="console-visually-hidden">Link</legend>
      <label>
        Link address
        <input
          ref={input}
          type="text"
          inputMode="url"
          autoComplete="url"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setError('');
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <div className="rich-text-link-actions">
        <button type="button" onClick={apply}>
          Apply link
        </button>
        {current && (
          <button type="button" className="console-secondary" onClick={remove}>
            Remove link
          </button>
        )}
        <button type="button" className="console-secondary" onClick={back}>
          Cancel
        </button>
      </div>
      <ErrorMessage id={errorId} message={error} />
    </fieldset>
  );
}
