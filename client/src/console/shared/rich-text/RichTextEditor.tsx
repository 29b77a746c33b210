// The editing part of a rich-text field (RichTextField.tsx loads it on first use, a chunk of its own): the toolbar,
// the link's address when asked for, and the text, a TipTap editor limited to rich-text-schema.ts. The text is named
// by the field's label and described by its error; Tab leaves it like any field. Every change hands the field its
// HTML ('' when empty).
import { EditorContent, useEditor } from '@tiptap/react';
import { useMemo, useState } from 'react';
import { LinkField } from './LinkField.tsx';
import { RichTextToolbar } from './RichTextToolbar.tsx';
import { editorContentOf, richTextExtensions } from './rich-text-schema.ts';

export type RichTextEditorProps = {
  id: string;
  label: string;
  labelId: string;
  defaultValue: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onChange: (html: string) => void;
};

export default function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, labelId, defaultValue, 'aria-describedby': describedBy, 'aria-invalid': invalid, onChange } = props;
  // Each ask for a link opens the address field anew (focused, with the link under the cursor).
  const [linkAsked, setLinkAsked] = useState(0);
  const askLink = () => setLinkAsked((n) => n + 1);
  // Options that keep their identity between renders: the editor is updated only when one of them changes.
  const content = useMemo(() => editorContentOf(defaultValue), [defaultValue]);
  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        class: 'rich-text-area',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return false;
        setLinkAsked((n) => n + 1);
        return true;
      },
    }),
    [id, labelId, describedBy, invalid],
  );
  const editor = useEditor({
    extensions: richTextExtensions,
    content,
    editorProps,
    // The base styles are in rich-text.css: the console's style policy refuses style elements without its nonce.
    injectCSS: false,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <div className="rich-text-frame">
      <RichTextToolbar editor={editor} label={label} onLink={askLink} />
      {linkAsked > 0 && <LinkField key={linkAsked} editor={editor} id={id} onDone={() => setLinkAsked(0)} />}
      <EditorContent editor={editor} />
    </div>
  );
}
