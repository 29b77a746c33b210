// GET /api/installments/info-page (spec §7): the installment provider's information page, served by the store for
// the shopper's language and the store's country (each defaulting to the website's own); bad input answers 400. And
// the installment locale of GraphQL's installment context, from the shopper's language (the request's
// Accept-Language) and the store's country (spec §5), never shared between shoppers of other languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALLMENT_INFO_QUERY_MESSAGE } from '../../domain/messages.ts';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const info = (query = '', host = 'localhost') => t.request(`/api/installments/info-page${query}`, { host });

describe('installment info page', () => {
  it("without a language or country, answers the page of the website's language and country (the US store: en_US)", async () => {
    const res = await info();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.headers.get('vary')).toBe('Accept-Language');
    const html = await res.text();
    expect(html).toContain('data-locale="en_US"');
    expect(html).toContain('<li>Select Afterpay at checkout.</li>');
  });

  it('chooses by the shopper language and the store country: a French shopper of a Canadian store gets the fr_CA page', async () => {
    const res = await info('?language=fr-CA&country=CA');
    expect(res.headers.get('content-language')).toBe('fr-CA');
    expect(await res.text()).toContain('<li>Choisissez Afterpay au moment de payer.</li>');
    expect(await (await info('?language=en&country=GB')).text()).toContain('<li>Select Clearpay at checkout.</li>');
    // The Tokyo store has no provider page: en_US.
    expect(await (await info('', 'jp.localhost')).text()).toContain('data-locale="en_US"');
  });

  it('a language or country that is not one answers 400 with what they should be', async () => {
    for (const query of ['?language=<script>', '?country=CAN', `?language=${'e'.repeat(40)}`, '?country=1']) {
      const res = await info(query);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(INSTALLMENT_INFO_QUERY_MESSAGE);
    }
  });
});

describe("the shopper's language", () => {
  const acceptLanguage = (value: string) => ({ headers: { 'accept-language': value } });
  const INSTALLMENTS = '{ product(id: "prod-canvas-tote") { installments { afterPayAvailable brand locale shopperLanguage } } }';
  type Answer = { product: { installments: Record<string, unknown> } };
  const installments = async (init = {}) => (await t.gql<Answer>(INSTALLMENTS, {}, init)).data?.product.installments;
  const inCountry = async (country: string, run: () => Promise<void>) => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { country } });
    t.catalogChanged();
    try {
      await run();
    } finally {
      await t.db.website.update({ where: { id: 'site-demo' }, data: { country: 'US' } });
      t.catalogChanged();
    }
  };

  it("the installment locale is the shopper's language (Accept-Language) and the store's country, not the website's language", async () => {
    await inCountry('CA', async () => {
      expect(await installments(acceptLanguage('fr-CA,fr;q=0.9,en;q=0.8'))).toEqual({
        afterPayAvailable: true,
        brand: 'Afterpay',
        locale: 'fr_CA',
        shopperLanguage: 'fr-CA',
      });
      // The same query for an English shopper right after is answered for them, not from the French shopper's answer.
      expect(await installments(acceptLanguage('en-GB,en;q=0.5'))).toMatchObject({ locale: 'en_CA', shopperLanguage: 'en-GB' });
      expect(await installments(acceptLanguage('de-DE'))).toMatchObject({ locale: 'en_CA', shopperLanguage: 'de-DE' });
      // No language of the shopper's: the website's own (en-US).
      expect(await installments()).toMatchObject({ locale: 'en_CA', shopperLanguage: 'en-US' });
    });
    // A US store serves English whatever the shopper reads; a GB store is Clearpay's.
    expect(await installments(acceptLanguage('fr-CA'))).toMatchObject({ brand: 'Afterpay', locale: 'en_US', shopperLanguage: 'fr-CA' });
    await inCountry('GB', async () => {
      expect(await installments(acceptLanguage('fr'))).toMatchObject({ brand: 'Clearpay', locale: 'en_GB' });
    });
  });

  it('an Accept-Language that names no language tag is no language: the website’s stands in', async () => {
    for (const header of ['*', '<script>', 'fr;q=0', `${'e'.repeat(40)}`, 'fr;q=2'])
      expect(await installments(acceptLanguage(header))).toMatchObject({ shopperLanguage: 'en-US', locale: 'en_US' });
  });

  it("the info page without a language reads the request's Accept-Language; a language asked for wins over it", async () => {
    const page = async (query: string, header: string) =>
      (await t.request(`/api/installments/info-page${query}`, acceptLanguage(header))).text();
    expect(await page('?country=CA', 'fr-CA,fr;q=0.9')).toContain('data-locale="fr_CA"');
    expect(await page('?country=CA&language=en', 'fr-CA')).toContain('data-locale="en_CA"');
    expect(await page('?country=CA', '*')).toContain('data-locale="en_CA"');
  });
});
