// One change of the website's checkout rules (shipping options, tax rules): written in one transaction with its
// audit entries, then the memoised rules (server/services/catalog-memo.ts) are dropped so carts see it at once.
import type { Tx } from '../../db/client.ts';
import type { OwnerContext } from '../audit.ts';
import { Refused, type Result } from '../user-errors.ts';

/** Runs `write` in a transaction; a Refused thrown inside rolls it back and becomes the answer. */
export async function changeCheckoutRules<T extends object>(ctx: OwnerContext, write: (tx: Tx) => Promise<T>): Promise<Result<T>> {
  try {
    const done = await ctx.db.$transaction(write);
    ctx.events.changed([{ websiteId: ctx.website.id, typename: 'Website', id: ctx.website.id }]);
    return { ok: true, ...done };
  } catch (err) {
    if (err instanceof Refused) return err.refusal;
    throw err;
  }
}
