// Blocks as visitors and owners read them: the stored block (its type by name, the spec's number, its data) and the
// HTML the server makes of it — html and code blocks sanitised, markdown rendered then sanitised, accordion bodies
// sanitised in place. The storefront only ever puts the server's HTML on the page. Template code blocks are rendered
// by the templates service with the page's JSON (template-views.ts).
import type { Block } from '../../../domain/blocks.ts';
import { blockNumber } from '../../../domain/blocks.ts';
import { renderMarkdown, sanitizeBlockHtml } from './render-html.ts';

export type BlockView = { id: string; type: string; typeNumber: number | null; data: unknown; html: string | null };

/** A body's blocks as stored (JSON column), or none. */
export const storedBlocks = (value: unknown): Block[] => (Array.isArray(value) ? (value as Block[]) : []);

/** The HTML of a block whose body is markup, safe to put on the page; null for the rest. */
function htmlOf(block: Block): string | null {
  switch (block.type) {
    case 'html':
      return sanitizeBlockHtml(block.data.html);
    case 'markdown':
      return renderMarkdown(block.data.markdown);
    case 'code':
      return block.data.mode === 'html' ? sanitizeBlockHtml(block.data.code) : null;
    default:
      return null;
  }
}

/** A block's data as visitors get it: markup that will be shown is sanitised, the rest as stored. */
function dataOf(block: Block): unknown {
  if (block.type === 'accordion')
    return { ...block.data, items: block.data.items.map((item) => ({ ...item, body: sanitizeBlockHtml(item.body) })) };
  if (block.type === 'html') return { ...block.data, html: htmlOf(block) };
  return block.data ?? null;
}

/** The `index`th block of a body as it is read; blocks without an id of their own are known by their place. Owners
 * (`asStored`) get the data exactly as stored, to edit and send back. */
export function blockView(block: Block, index: number, asStored = false): BlockView {
  return {
    id: block.id ?? `block-${index}`,
    type: String(block.type),
    typeNumber: blockNumber(block),
    data: asStored ? (block.data ?? null) : dataOf(block),
    html: htmlOf(block),
  };
}
