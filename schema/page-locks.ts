// The lock screen's door: a visitor gives a locked page's password; when right, this browser sees the page.
import { unlockPage } from '../server/services/content/page-locks.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { CollectionRef } from './collection.ts';

const UnlockPagePayload = builder.objectRef<{ pageId: string | null; userErrors: UserError[] }>('UnlockPagePayload').implement({
  fields: (t) => ({
    page: t.field({
      type: CollectionRef,
      nullable: true,
      resolve: (p, _args, ctx) => (p.pageId ? ctx.db.collection.findUnique({ where: { id: p.pageId } }) : null),
    }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});

builder.mutationFields((t) => ({
  unlockPage: t.field({
    type: UnlockPagePayload,
    description: 'Unlocks a password-protected page for this browser session (cookie ss_unlocked).',
    args: { urlSlug: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, { urlSlug, password }, ctx) => {
      const r = await unlockPage(ctx, urlSlug, password.slice(0, 200));
      if (!r.ok) return { pageId: null, userErrors: r.userErrors };
      if (r.unlock) ctx.pageLocks.remember(r.unlock.pageId, r.unlock.tag);
      return { pageId: r.pageId, userErrors: [] };
    },
  }),
}));
