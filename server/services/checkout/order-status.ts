// Orders seen by shoppers through their private status link (the token is the secret), within the website.
import type { Prisma } from '../../db/client.ts';
import type { ServiceContext } from '../context.ts';

export function findOrderByStatusToken<Q extends Omit<Prisma.OrderFindFirstArgs, 'where'>>(ctx: ServiceContext, token: string, query?: Q) {
  return ctx.db.order.findFirst({ ...(query as object), where: { statusToken: token, websiteId: ctx.website.id } });
}
