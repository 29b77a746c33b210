// The commerce email preview page (spec §2 page type 301; docs/console.md "Orders"): GET
// /api/commerce/orders/:orderId/email-preview shows an owner (capability read) the confirmation email of one of the
// website's orders — recipient, subject, and the email itself in a sandboxed frame (no scripts, no requests of its
// own origin, its styles kept apart from the page's). 401 without an owner, 403 without the capability, 404 for an
// order the website does not have. Never cached: it holds a shopper's details.
import type { Hono } from 'hono';
import { escapeHtml } from '../../domain/escape-html.ts';
import { NO_SUCH_ORDER_MESSAGE } from '../../domain/messages.ts';
import { PageType } from '../../domain/site-structure.ts';
import type { AppEnv } from '../http/app-env.ts';
import { refusal } from '../http/permissions.ts';
import { orderEmailPreview } from '../services/email/email-preview.ts';
import type { RenderedEmail } from '../services/email/template-kit.ts';

export const EMAIL_PREVIEW_TITLE = 'Order confirmation email';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${EMAIL_PREVIEW_TITLE}</title></head><body><main data-page-type="${PageType.COMMERCE_EMAIL_PREVIEW}" style="font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem">${body}</main></body></html>`;

const preview = (email: RenderedEmail) =>
  page(
    `<h1>${EMAIL_PREVIEW_TITLE}</h1><dl><dt>To</dt><dd>${escapeHtml(email.to)}</dd><dt>Subject</dt><dd>${escapeHtml(email.subject)}</dd></dl>` +
      `<iframe title="Email" sandbox="" srcdoc="${escapeHtml(email.html)}" style="width:100%;height:70vh;border:1px solid #ccc"></iframe>`,
  );

export function emailPreviewRoutes(app: Hono<AppEnv>, { publicUrl }: { publicUrl: string }) {
  app.get('/api/commerce/orders/:orderId/email-preview', async (c) => {
    const denied = refusal(c, 'read');
    if (denied) return denied;
    const ctx = c.get('ctx');
    const email = await orderEmailPreview(ctx.db, ctx.website.id, c.req.param('orderId'), publicUrl);
    c.header('Cache-Control', 'no-store');
    return email
      ? c.html(preview(email))
      : c.html(page(`<h1>${EMAIL_PREVIEW_TITLE}</h1><p role="status">${NO_SUCH_ORDER_MESSAGE}</p>`), 404);
  });
}
