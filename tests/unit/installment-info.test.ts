// The installment provider's information page (spec §7 "chosen by shopper language and country"): which page a
// shopper language and store country get, with en_US for a pair without a page of its own, and what each page says.
import { describe, expect, it } from 'vitest';
import { installmentInfoHtml, installmentInfoLocale, installmentInfoPage } from '../../domain/installment-info.ts';
import { installmentInfoSteps } from '../../domain/messages.ts';

describe('installment info page chosen by shopper language and store country', () => {
  it('each provider locale has its page: US en; CA en and fr; AU en; NZ en; GB en', () => {
    expect(installmentInfoLocale('en-US', 'US')).toBe('en_US');
    expect(installmentInfoLocale('en', 'CA')).toBe('en_CA');
    expect(installmentInfoLocale('fr-CA', 'ca')).toBe('fr_CA');
    expect(installmentInfoLocale('fr_FR', 'CA')).toBe('fr_CA');
    expect(installmentInfoLocale('de', 'CA')).toBe('en_CA');
    expect(installmentInfoLocale('en', 'AU')).toBe('en_AU');
    expect(installmentInfoLocale('en', 'NZ')).toBe('en_NZ');
    expect(installmentInfoLocale('en-GB', 'GB')).toBe('en_GB');
  });

  it('a store country without a provider page falls back to en_US', () => {
    expect(installmentInfoLocale('de', 'DE')).toBe('en_US');
    expect(installmentInfoLocale('ja', 'JP')).toBe('en_US');
    expect(installmentInfoLocale('', '')).toBe('en_US');
  });

  it('the page names the brand of its locale (Clearpay for en_GB) and is written in its language', () => {
    const us = installmentInfoPage('en_US');
    expect(us).toMatchObject({ brand: 'Afterpay', lang: 'en-US', steps: installmentInfoSteps('Afterpay') });
    expect(us.terms).toContain('a resident of the United States');
    expect(installmentInfoPage('en_GB')).toMatchObject({ brand: 'Clearpay', steps: installmentInfoSteps('Clearpay') });
    const french = installmentInfoPage('fr_CA');
    expect(french).toMatchObject({ brand: 'Afterpay', lang: 'fr-CA' });
    expect(french.steps).toContain('Choisissez Afterpay au moment de payer.');
  });

  it('the page is a document of its own whose <main> holds the text, escaped', () => {
    const html = installmentInfoHtml({ ...installmentInfoPage('en_AU'), intro: '<b>4 & more</b>' });
    expect(html).toMatch(/^<!doctype html><html lang="en-AU">/);
    expect(html).toContain('<main class="installment-info__page" data-locale="en_AU"><p>&lt;b&gt;4 &amp; more&lt;/b&gt;</p>');
    expect(html).toContain('<li>Select Afterpay at checkout.</li>');
  });
});
