// Who sends analytics: the website, the visitor (the ss_cvr cookie's id and visit number for browsers; headless
// clients name an id the server minted for them, and their visit number), the client's IP (rate limits only: it is
// never stored) and the signed-in owner, if any.
import type { Website } from '../../db/generated/postgresql/client.ts';

export type AnalyticsCaller = {
  website: Website;
  visitorId: string | null;
  visit: number | null;
  ip: string;
  owner: { roleCode: number } | null;
  at: Date;
};

type Context = {
  website: Website;
  visitor: { id: string | null; ip: string; visitCount?: number | null; ids?: { isMinted(id: string | null | undefined): boolean } };
  owner: { roleCode: number } | null;
};

/** The caller of a request; a headless client's visitor id and visit number count only without a cookie visitor, and
 * the id only when the server minted it (a made-up one counts as no visitor). */
export function analyticsCaller(ctx: Context, named: { visitorId?: string; visit?: number } = {}, at = new Date()): AnalyticsCaller {
  const cookieVisitor = ctx.visitor.id;
  const namedVisitor = named.visitorId && ctx.visitor.ids?.isMinted(named.visitorId) ? named.visitorId : null;
  return {
    website: ctx.website,
    visitorId: cookieVisitor ?? namedVisitor,
    visit: cookieVisitor ? (ctx.visitor.visitCount ?? null) : (named.visit ?? null),
    // Read only if a per-IP limit asks (request-context.ts looks the address up lazily).
    get ip() {
      return ctx.visitor.ip;
    },
    owner: ctx.owner,
    at,
  };
}
