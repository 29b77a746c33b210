// Owners' product collections (catalog:write): create, rename and re-slug, reorder, delete when empty.

import type { Collection } from '../server/db/generated/postgresql/client.ts';
import { createCollection, deleteCollection, moveCollection, updateCollection } from '../server/services/products/collections.ts';
import type { Result } from '../server/services/user-errors.ts';
import { builder } from './builder.ts';
import { CollectionRef } from './collection.ts';
import { payloadOf, payloadRef } from './payload.ts';
import { DeletePayload, deletePayload } from './product-admin.ts';

const CollectionInput = builder.inputType('CollectionInput', {
  fields: (t) => ({
    title: t.string({ description: 'Required on create.' }),
    urlSlug: t.string({ description: 'Unique in the website; made from the title when absent.' }),
  }),
});

const CollectionPayload = payloadRef('CollectionPayload', 'collection', CollectionRef);
const payload = (r: Result<{ collection: Collection }>) => payloadOf('collection', r);
const write = { authScopes: { can: 'catalog:write' as const } };

builder.mutationFields((t) => ({
  createCollection: t.field({
    ...write,
    type: CollectionPayload,
    args: { input: t.arg({ type: CollectionInput, required: true }) },
    resolve: async (_root, { input }, ctx) => payload(await createCollection(ctx, input)),
  }),
  updateCollection: t.field({
    ...write,
    type: CollectionPayload,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CollectionInput, required: true }) },
    resolve: async (_root, { id, input }, ctx) => payload(await updateCollection(ctx, id, input)),
  }),
  moveCollection: t.field({
    ...write,
    type: CollectionPayload,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: async (_root, { id, position }, ctx) => payload(await moveCollection(ctx, id, position)),
  }),
  deleteCollection: t.field({
    ...write,
    type: DeletePayload,
    description: 'Refused (COLLECTION_NOT_EMPTY) while it holds products.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => deletePayload(await deleteCollection(ctx, id)),
  }),
}));
