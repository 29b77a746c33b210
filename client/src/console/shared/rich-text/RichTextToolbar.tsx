// The description editor's toolbar: one tab stop (arrow keys, Home and End move between its buttons; React Aria's
// Toolbar), each button a real button named in words with its shortcut, pressed while its format applies. A button
// does its change and gives the focus back to the text.
import type { ChainedCommands, Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { Separator, Toolbar } from 'react-aria-components';

type Tool = {
  name: string;
  text: ReactNode;
  /** The shortcut after Ctrl (Cmd on a Mac), as aria-keyshortcuts writes it. */
  keys: string;
  /** A format that is on or off (aria-pressed); otherwise an action that may be unavailable (disabled). */
  kind: 'format' | 'action';
  state: keyof ToolState;
  run: (chain: ChainedCommands) => ChainedCommands;
};

type ToolState = ReturnType<typeof toolState>;

const toolState = (editor: Editor) => ({
  bold: editor.isActive('bold'),
  italic: editor.isActive('italic'),
  link: editor.isActive('link'),
  bulletList: editor.isActive('bulletList'),
  orderedList: editor.isActive('orderedList'),
  heading2: editor.isActive('heading', { level: 2 }),
  heading3: editor.isActive('heading', { level: 3 }),
  blockquote: editor.isActive('blockquote'),
  undo: editor.can().undo(),
  redo: editor.can().redo(),
});

const TEXT_TOOLS: Tool[] = [
  { name: 'Bold', text: <b>B</b>, keys: 'B', kind: 'format', state: 'bold', run: (c) => c.toggleBold() },
  { name: 'Italic', text: <i>I</i>, keys: 'I', kind: 'format', state: 'italic', run: (c) => c.toggleItalic() },
];

const BLOCK_TOOLS: Tool[] = [
  { name: 'Bulleted list', text: '• List', keys: 'Shift+8', kind: 'format', state: 'bulletList', run: (c) => c.toggleBulletList() },
  { name: 'Numbered list', text: '1. List', keys: 'Shift+7', kind: 'format', state: 'orderedList', run: (c) => c.toggleOrderedList() },
  { name: 'Heading 2', text: 'H2', keys: 'Alt+2', kind: 'format', state: 'heading2', run: (c) => c.toggleHeading({ level: 2 }) },
  { name: 'Heading 3', text: 'H3', keys: 'Alt+3', kind: 'format', state: 'heading3', run: (c) => c.toggleHeading({ level: 3 }) },
  { name: 'Quote', text: '“ Quote', keys: 'Shift+B', kind: 'format', state: 'blockquote', run: (c) => c.toggleBlockquote() },
];

const HISTORY_TOOLS: Tool[] = [
  { name: 'Undo', text: '↶', keys: 'Z', kind: 'action', state: 'undo', run: (c) => c.undo() },
  { name: 'Redo', text: '↷', keys: 'Shift+Z', kind: 'action', state: 'redo', run: (c) => c.redo() },
];

const LINK_KEYS = 'K';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);
const MOD = onMac ? 'Meta' : 'Control';
/** 'Bold (Ctrl+B)', 'Bold (⌘B)': the name and shortcut shown on hover. */
const hint = (name: string, keys: string) => `${name} (${onMac ? `⌘${keys.replace(/\+/g, '')}` : `Ctrl+${keys}`})`;

/** A mouse press on a tool leaves the focus, and so the selection, in the text. */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

type Props = { editor: Editor; label: string; onLink: () => void };

export function RichTextToolbar({ editor, label, onLink }: Props) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) });
  const button = (tool: Tool) => (
    <button
      key={tool.name}
      type="button"
      className="rich-text-tool"
      aria-label={tool.name}
      aria-keyshortcuts={`${MOD}+${tool.keys}`}
      title={hint(tool.name, tool.keys)}
      aria-pressed={tool.kind === 'format' ? state[tool.state] : undefined}
      disabled={tool.kind === 'action' && !state[tool.state]}
      onMouseDown={keepFocus}
      onClick={() => tool.run(editor.chain().focus()).run()}
    >
      {tool.text}
    </button>
  );
  return (
    <Toolbar className="rich-text-toolbar" aria-label={`${label} formatting`}>
      {TEXT_TOOLS.map(button)}
      <button
        type="button"
        className="rich-text-tool"
        aria-label="Link"
        aria-keyshortcuts={`${MOD}+${LINK_KEYS}`}
        title={hint('Link', LINK_KEYS)}
        aria-pressed={state.link}
        onMouseDown={keepFocus}
        onClick={onLink}
      >
        Link
      </button>
      <Separator orientation="vertical" className="rich-text-separator" />
      {BLOCK_TOOLS.map(button)}
      <Separator orientation="vertical" className="rich-text-separator" />
      {HISTORY_TOOLS.map(button)}
    </Toolbar>
  );
}
