// Words for the kinds of pages (docs/content.md) and the user errors of a change, as the console shows them.
import { attempt, type FieldMessage } from '../shared/errors.tsx';

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

/** Runs a change through the shared `attempt`: its refusals with the console's field names. */
export const attemptChange = (change: () => Promise<readonly { field?: string | null; message: string }[] | undefined>) =>
  attempt(async () => userErrorsOf((await change()) ?? []));
