// Restock REST paths (spec §7): shoppers sign up; owners with restock rights page sign-ups and groups and send.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import {
  listSignUpGroups,
  listSignUps,
  sendAllRestockNotifications,
  sendRestockNotifications,
  signUpForRestock,
} from '../services/restock.ts';

const BASE = '/api/site-users/account/notifications/restock';
const SendRequest = z.object({ productId: z.string().min(1), variantId: z.string().min(1) });
const body = async (c: Context<AppEnv>) => (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export const signUpJson = (s: {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  createdAt: Date;
  notifiedAt: Date | null;
}) => ({
  id: s.id,
  productId: s.productId,
  variantId: s.variantId,
  siteVisitorEmail: s.siteVisitorEmail,
  isJoinMailingList: s.isJoinMailingList,
  createdOn: s.createdAt.getTime(),
  notifiedOn: s.notifiedAt?.getTime() ?? null,
});

export function restockRoutes(app: Hono<AppEnv>) {
  app.post(BASE, async (c) => {
    const b = (await body(c)) ?? {};
    const result = await signUpForRestock(c.get('ctx'), {
      productId: str(b.productId),
      variantId: str(b.variantId),
      siteVisitorEmail: str(b.siteVisitorEmail),
      isJoinMailingList: typeof b.isJoinMailingList === 'boolean' ? b.isJoinMailingList : null,
      recaptchaEnterpriseV3Token: str(b.recaptchaEnterpriseV3Token) || null,
      language: str(b.language) || null,
    });
    if (!result.ok) return c.json({ message: result.userErrors[0].message, error: result.userErrors[0].code }, 400);
    return c.json({ signUp: signUpJson(result.signUp) });
  });

  app.get(BASE, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const productId = c.req.query('productId');
    if (!productId) return c.json({ error: 'productId is required' }, 400);
    const page = await listSignUps(c.get('ctx'), { productId, variantId: c.req.query('variantId'), cursor: c.req.query('cursor') });
    return c.json({ signUps: page.items.map(signUpJson), hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.get(`${BASE}/groups`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const page = await listSignUpGroups(c.get('ctx'), { cursor: c.req.query('cursor') });
    return c.json({ signUpGroups: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.post(`${BASE}/send`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const parsed = SendRequest.safeParse(await body(c));
    if (!parsed.success) return c.json({ error: 'Send productId and variantId.' }, 400);
    return c.json(await sendRestockNotifications(c.get('ctx'), parsed.data));
  });

  app.post(`${BASE}/send/all`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const parsed = z.object({ sendRequests: z.array(SendRequest).min(1).max(500) }).safeParse(await body(c));
    if (!parsed.success) return c.json({ error: 'Send sendRequests: [{productId, variantId}].' }, 400);
    return c.json(await sendAllRestockNotifications(c.get('ctx'), parsed.data.sendRequests));
  });
}
