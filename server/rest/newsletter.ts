// The pages the newsletter emails link to: confirm (double opt-in) and unsubscribe (page type 300).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../../domain/escape-html.ts';
import { PageType } from '../../domain/site-structure.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseQuery, text } from '../http/input.ts';
import { changeSubscription } from '../services/newsletter.ts';

const TEXT = {
  confirmed: 'Thanks! Your subscription is confirmed.',
  unsubscribed: 'You have been unsubscribed. You will not receive our newsletter any more.',
  unknown: 'This link is not valid any more.',
} as const;

const page = (storeName: string, pageType: number, message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(storeName)}</title></head><body><main data-page-type="${pageType}" style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${escapeHtml(storeName)}</h1><p role="status">${escapeHtml(message)}</p><p><a href="/">Continue shopping</a></p></main></body></html>`;

const TokenQuery = z.object({ token: text.default('') });
const tokenOf = (c: Context<AppEnv>) => {
  const query = parseQuery(c, TokenQuery);
  return query.ok ? query.data.token : '';
};

export function newsletterRoutes(app: Hono<AppEnv>) {
  app.get('/newsletter/confirm', async (c) => {
    const ctx = c.get('ctx');
    const outcome = await changeSubscription(ctx, tokenOf(c), 'CONFIRMED');
    return c.html(page(ctx.website.name, PageType.MAIN_CONTENT, TEXT[outcome]), outcome === 'unknown' ? 404 : 200);
  });
  app.get('/newsletter/unsubscribe', async (c) => {
    const ctx = c.get('ctx');
    const outcome = await changeSubscription(ctx, tokenOf(c), 'UNSUBSCRIBED');
    return c.html(page(ctx.website.name, PageType.NEWSLETTER_UNSUBSCRIBE, TEXT[outcome]), outcome === 'unknown' ? 404 : 200);
  });
}
