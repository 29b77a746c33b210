// What the description editor can make: paragraphs, headings of levels 2 and 3, bulleted and numbered lists, quotes,
// line breaks, bold, italic and links. Each is markup the server's sanitiser keeps as it is
// (server/services/content/render-html.ts; tests/unit/rich-text.test.ts), and nothing else gets in: HTML loaded or
// pasted with images, tables, styles or scripts keeps only its text and the markup above.
import type { AnyExtension, Extensions, JSONContent } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { ListItem, ListKeymap } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedLinkAddress } from '../../../../../domain/link-address.ts';

const HEADING_LEVELS = [2, 3] as const;

/** The extension without its Tab and Shift+Tab keys: Tab leaves the editor, as it leaves any field. */
const withoutTab = <T extends AnyExtension>(extension: T) =>
  extension.extend({
    addKeyboardShortcuts() {
      const { Tab: _tab, 'Shift-Tab': _shiftTab, ...keys } = this.parent?.() ?? {};
      return keys;
    },
  });

/** A list item indents with Ctrl+] and outdents with Ctrl+[ (Cmd on a Mac) instead of Tab. */
const DescriptionListItem = withoutTab(ListItem).extend({
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      'Mod-]': () => this.editor.commands.sinkListItem(this.name),
      'Mod-[': () => this.editor.commands.liftListItem(this.name),
    };
  },
});

/** A link is its address and nothing else: no target, rel, class or title. */
const AddressLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  defaultProtocol: 'https',
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (address) => isAllowedLinkAddress(address),
});

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [...HEADING_LEVELS] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    gapcursor: false,
    trailingNode: false,
    link: false,
    listItem: false,
    listKeymap: false,
  }),
  DescriptionListItem,
  withoutTab(ListKeymap),
  AddressLink,
];

// An opening or closing tag: the description was written as HTML.
const TAG = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/** A stored description as the editor loads it: HTML as it is; plain text as one paragraph per line. */
export function editorContentOf(source: string): string | JSONContent {
  if (TAG.test(source)) return source;
  const lines = source.split(/\r\n?|\n/).filter((line) => line.trim() !== '');
  const paragraphs = lines.map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
  return { type: 'doc', content: paragraphs.length > 0 ? paragraphs : [{ type: 'paragraph' }] };
}
