// The installment provider's information page (spec §7): GET /api/installments/info-page?language=&country= answers
// the page for the shopper's language and the store's country, from the store's own pages (domain/installment-info.ts)
// — no request to the provider. The language is the one asked (the storefront sends the browser's), else the one the
// request's Accept-Language prefers, else the website's (domain/shopper-language.ts); the country defaults to the
// website's. The same for everyone asking alike: cached a day, varying by Accept-Language.
import type { Hono } from 'hono';
import { z } from 'zod';
import { installmentInfoHtml, installmentInfoLocale, installmentInfoPage } from '../../domain/installment-info.ts';
import { INSTALLMENT_INFO_PATH } from '../../domain/installments.ts';
import { INSTALLMENT_INFO_QUERY_MESSAGE } from '../../domain/messages.ts';
import { isLanguageTag, shopperLanguage } from '../../domain/shopper-language.ts';
import type { AppEnv } from '../http/app-env.ts';
import { parseQuery } from '../http/input.ts';

const InfoQuery = z.object({
  language: z.string().refine(isLanguageTag).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});

export function installmentRoutes(app: Hono<AppEnv>) {
  app.get(INSTALLMENT_INFO_PATH, (c) => {
    const query = parseQuery(c, InfoQuery);
    if (!query.ok) return c.text(INSTALLMENT_INFO_QUERY_MESSAGE, 400);
    const { website, acceptedLanguage } = c.get('ctx');
    const language = shopperLanguage(query.data.language, acceptedLanguage, website.language);
    const locale = installmentInfoLocale(language, query.data.country ?? website.country);
    const page = installmentInfoPage(locale);
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Vary', 'Accept-Language');
    c.header('Content-Language', page.lang);
    return c.html(installmentInfoHtml(page));
  });
}
