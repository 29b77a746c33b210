// GET /api/installments/info-page (spec §7): the installment provider's information page, served by the store for
// the shopper's language and the store's country (each defaulting to the website's own); bad input answers 400.
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
