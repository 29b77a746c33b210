// The installment provider's information page (spec §7): GET /api/installments/info-page?language=&country= answers
// the page for the shopper's language and the store's country (each defaults to the website's own), from the store's
// own pages (domain/installment-info.ts) — no request to the provider. The same for everyone: cached a day.
import type { Hono } from 'hono';
import { z } from 'zod';
import { installmentInfoHtml, installmentInfoLocale, installmentInfoPage } from '../../domain/installment-info.ts';
import { INSTALLMENT_INFO_PATH } from '../../domain/installments.ts';
import { INSTALLMENT_INFO_QUERY_MESSAGE } from '../../domain/messages.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseQuery } from '../http/input.ts';

const InfoQuery = z.object({
  language: z
    .string()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8}){0,3}$/)
    .optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export function installmentRoutes(app: Hono<AppEnv>) {
  app.get(INSTALLMENT_INFO_PATH, (c) => {
    const query = parseQuery(c, InfoQuery);
    if (!query.ok) return c.text(INSTALLMENT_INFO_QUERY_MESSAGE, 400);
    const { website } = c.get('ctx');
    const locale = installmentInfoLocale(query.data.language ?? website.language, query.data.country ?? website.country);
    const page = installmentInfoPage(locale);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Language', page.lang);
    return c.html(installmentInfoHtml(page));
  });
}
