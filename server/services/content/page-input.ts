// What owners send to create and change pages (zod, the same for every door).
import { z } from 'zod';
import { TEMPLATE_TOO_LONG_MESSAGE } from '../../../domain/limit-messages.ts';
import { isFolderBehavior, NAVIGATIONS, PAGE_KINDS, type PageKind } from '../../../domain/pages.ts';
import { MAX_TEMPLATE_LENGTH } from '../../../domain/store-limits.ts';
import { recordId, title } from '../products/product-input.ts';

/** Checked against the page URL rule by the service (its refusal is the spec's sentence). */
const pageSlug = z.string().trim().toLowerCase().max(200);
/** A link: an http(s):// address or a path on this site. */
export const siteLink = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(v), 'must be an http(s):// address or a path on this site.');

const templateText = z.string().max(MAX_TEMPLATE_LENGTH, TEMPLATE_TOO_LONG_MESSAGE);

const PageFields = {
  title,
  urlSlug: pageSlug.optional(),
  navigation: z.enum(NAVIGATIONS).optional(),
  folderId: recordId.nullable().optional(),
  enabled: z.boolean().optional(),
  description: z.string().max(1000).optional(),
  /** A password visitors must give (lock screen); null or "" removes it. */
  password: z.string().max(200).nullable().optional(),
  externalLink: siteLink.nullable().optional(),
  folderBehavior: z.int().refine(isFolderBehavior, 'must be 1 (index), 2 (redirect), 3 (none) or 4 (variation).').optional(),
  showPastOrUpcomingEvents: z.enum(['upcoming', 'past']).optional(),
  /** The page's body: checked block by block by the service (block-input.ts), whose refusals name each field. */
  blocks: z.unknown().optional(),
  /** Template text for the page's list of items and for each item's page (templates.md); null removes it. */
  listTemplate: templateText.nullable().optional(),
  itemTemplate: templateText.nullable().optional(),
};

export const CreatePageInput = z.strictObject({
  kind: z.enum(Object.keys(PAGE_KINDS) as [PageKind, ...PageKind[]]),
  ...PageFields,
  /** A template page to start from: the new page takes its blocks and description (blocks sent win). */
  templateId: recordId.optional(),
});
export const UpdatePageInput = z.strictObject({ ...PageFields, title: title.optional() });
export type PageChanges = z.infer<typeof UpdatePageInput>;
