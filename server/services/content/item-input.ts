// What owners send to create and change a page's items: blog posts, events and gallery images (zod, every door).
import { z } from 'zod';
import { MAX_BODY_LENGTH, MAX_EXCERPT_LENGTH } from '../../../domain/store-limits.ts';
import { recordId, title, urlSlug } from '../products/product-input.ts';
import { siteLink } from './page-input.ts';

const text = (max: number) => z.string().max(max);

const Location = z.strictObject({
  addressLine1: text(200).optional(),
  addressLine2: text(200).optional(),
  addressCountry: text(100).optional(),
  mapLat: z.number().min(-90).max(90).optional(),
  mapLng: z.number().min(-180).max(180).optional(),
  mapZoom: z.int().min(1).max(20).optional(),
});

const ItemFields = {
  title,
  urlSlug: urlSlug.optional(),
  excerpt: text(MAX_EXCERPT_LENGTH).optional(),
  body: text(MAX_BODY_LENGTH).optional(),
  status: z.enum(['DRAFT', 'NEEDS_REVIEW', 'PRIVATE', 'PUBLISHED']).optional(),
  publishOn: z.date().optional(),
  externalLink: siteLink.nullable().optional(),
  sourceUrl: siteLink.nullable().optional(),
  passthrough: z.boolean().optional(),
  /** 1 open for comments, 2 closed. */
  commentState: z.int().min(1).max(2).optional(),
  startDate: z.date().nullable().optional(),
  endDate: z.date().nullable().optional(),
  location: Location.nullable().optional(),
  authorName: text(100).nullable().optional(),
  authorProfileUrl: siteLink.nullable().optional(),
  altText: text(250).optional(),
  /** Gallery images: the image's address (an http(s) URL or a path on this site, such as an uploaded image's). */
  assetUrl: siteLink.nullable().optional(),
  /** The item's body as blocks: checked block by block by the service (block-input.ts). */
  blocks: z.unknown().optional(),
};

export const CreateItemInput = z.strictObject({ collectionId: recordId, ...ItemFields });
export const UpdateItemInput = z.strictObject({ ...ItemFields, title: title.optional() });
export type ItemChanges = z.infer<typeof UpdateItemInput>;
