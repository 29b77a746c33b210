// Restock REST paths (spec §7): shoppers sign up; owners with restock rights page sign-ups and groups and send.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { RESTOCK_SEND_LIMIT_MESSAGE } from '../../domain/limit-messages.ts';
import { MAX_RESTOCK_SEND_REQUESTS } from '../../domain/store-limits.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type FieldIssue, parseBody, parseQuery, text } from '../http/input.ts';
import { refusal } from '../http/permissions.ts';
import { keepMarketingCookie } from '../http/visitor-cookies.ts';
import {
  listSignUpGroups,
  listSignUps,
  sendAllRestockNotifications,
  sendRestockNotifications,
  signUpForRestock,
} from '../services/restock.ts';

const BASE = '/api/site-users/account/notifications/restock';
const SignUp = z.object({
  productId: text.default(''),
  variantId: text.default(''),
  // Blank and malformed addresses get the spec's messages from the service.
  siteVisitorEmail: z.string().max(1000).default(''),
  isJoinMailingList: z.boolean().nullish(),
  recaptchaEnterpriseV3Token: z.string().max(10_000).nullish(),
  language: z.string().max(35).nullish(),
});
const SignUpsQuery = z.object({ productId: text, variantId: text.optional(), cursor: text.optional() });
const GroupsQuery = z.object({ cursor: text.optional() });
const SendRequest = z.object({ productId: text, variantId: text });
const SendOne = SendRequest.extend({ sendWithoutStock: z.boolean().optional() });
const SendAll = z.object({
  sendRequests: z.array(SendRequest).min(1).max(MAX_RESTOCK_SEND_REQUESTS, { message: RESTOCK_SEND_LIMIT_MESSAGE }),
  sendWithoutStock: z.boolean().optional(),
});

/** Shoppers read `message` and `error`; owners' paths answer `error`. */
const invalid = (c: Context<AppEnv>, issues: FieldIssue[]) =>
  c.json({ message: issues[0].message, error: issues[0].message, code: 'INVALID_INPUT' }, 400);

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
    const body = await parseBody(c, SignUp);
    if (!body.ok) return invalid(c, body.issues);
    const result = await signUpForRestock(c.get('ctx'), body.data);
    if (!result.ok) return c.json({ message: result.userErrors[0].message, error: result.userErrors[0].code }, 400);
    keepMarketingCookie(c.get('ctx'), result.marketingId);
    return c.json({ signUp: signUpJson(result.signUp) });
  });

  app.get(BASE, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const query = parseQuery(c, SignUpsQuery);
    if (!query.ok) return invalid(c, query.issues);
    const page = await listSignUps(c.get('ctx'), query.data);
    return c.json({ signUps: page.items.map(signUpJson), hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.get(`${BASE}/groups`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const query = parseQuery(c, GroupsQuery);
    if (!query.ok) return invalid(c, query.issues);
    const page = await listSignUpGroups(c.get('ctx'), query.data);
    return c.json({ signUpGroups: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor });
  });

  app.post(`${BASE}/send`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const body = await parseBody(c, SendOne);
    if (!body.ok) return invalid(c, body.issues);
    const { sendWithoutStock, ...pair } = body.data;
    const sent = await sendRestockNotifications(c.get('ctx'), pair, { sendWithoutStock });
    if (!sent.ok) {
      // As GraphQL refuses it: the sentence, its code and field, and the body that sends anyway.
      const [refusal] = sent.userErrors;
      return c.json(
        { message: refusal.message, error: refusal.message, code: refusal.code, field: refusal.field, sendAnyway: sent.sendAnyway },
        400,
      );
    }
    return c.json({ queued: sent.queued, remaining: sent.remaining, withoutStock: sent.withoutStock });
  });

  app.post(`${BASE}/send/all`, async (c) => {
    const refused = refusal(c, 'restock:manage');
    if (refused) return refused;
    const body = await parseBody(c, SendAll);
    if (!body.ok) return invalid(c, body.issues);
    const { sendRequests, sendWithoutStock } = body.data;
    return c.json(await sendAllRestockNotifications(c.get('ctx'), sendRequests, { sendWithoutStock }));
  });
}
