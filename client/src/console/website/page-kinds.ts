// Words for the kinds of pages (docs/content.md) and the user errors of a change, as the console shows them.
import { type FieldMessage, requestFailed } from '../shared/errors.tsx';

export const KIND_LABELS: Record<string, string> = {
  page: 'Page',
  blog: 'Blog',
  events: 'Events',
  gallery: 'Gallery',
  products: 'Products',
  folder: 'Folder',
  splash: 'Cover page',
  template: 'Template page',
};

/** Kinds whose items (posts, events, images) the console edits. */
export const ITEM_KINDS = new Set(['blog', 'events', 'gallery']);

export const ITEM_NOUNS: Record<string, { one: string; many: string }> = {
  blog: { one: 'post', many: 'Posts' },
  events: { one: 'event', many: 'Events' },
  gallery: { one: 'image', many: 'Images' },
};

/** The API names fields from its input ('input.blocks.2.data.url'); the console names them without 'input.'. */
export const fieldOf = (field: string | null | undefined) => (field ? field.replace(/^input\./, '') : field);

export const userErrorsOf = (errors: readonly { field?: string | null; message: string }[]): FieldMessage[] =>
  errors.map((e) => ({ field: fieldOf(e.field), message: e.message }));

/** Runs a change: its refusals as the console shows them, or the failed request as one refusal. */
export async function attempt(
  change: () => Promise<readonly { field?: string | null; message: string }[] | undefined>,
): Promise<FieldMessage[]> {
  try {
    return userErrorsOf((await change()) ?? []);
  } catch (error) {
    return requestFailed(error);
  }
}
