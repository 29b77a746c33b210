// The promo popup (page type 104): owners with the content editors' capability change it, audited; visitors read it
// only while it is on, its text sanitised; other websites keep their own; its sign-up form's captcha is checked for
// the popup's action.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { TOKYO_WEBSITE_ID } from '../../prisma/seed-data.ts';
import type { CaptchaAction, CaptchaVerifier } from '../../server/services/captcha/captcha-verifier.ts';
import { browser, startTestApp, type TestApp } from './harness.ts';

/** Passes the token "pass" and remembers the action each token was checked for. */
class RecordingVerifier implements CaptchaVerifier {
  readonly actions: CaptchaAction[] = [];
  async verify(request: Parameters<CaptchaVerifier['verify']>[0]) {
    this.actions.push(request.action);
    return request.token === 'pass' ? ({ ok: true } as const) : ({ ok: false, reason: 'INVALID' } as const);
  }
}

const verifier = new RecordingVerifier();
let t: TestApp;
let editor: { headers: Record<string, string> };
beforeAll(async () => {
  t = await startTestApp({ captcha: { standard: verifier, enterprise: verifier } });
  editor = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.EDITOR)}` } };
});
afterAll(() => t.close());

const FIELDS = `enabled title body bodySource imageUrl imageAltText buttonLabel form buttonUrl trigger delaySeconds scrollPercent
  showAgainAfterDays pages position theme`;
const READ = `{ website { id promoPopup { ${FIELDS} } } }`;
const UPDATE = `mutation($i: PromoPopupInput!) { updatePromoPopup(input: $i) { promoPopup { ${FIELDS} } userErrors { code message field } } }`;

type Caller = { headers: Record<string, string>; host?: string };
const update = async (input: Record<string, unknown>, who: Caller = editor) => {
  const res = await t.gql<any>(UPDATE, { i: input }, who);
  expect(res.errors).toBeUndefined();
  return res.data.updatePromoPopup as { promoPopup: Record<string, unknown> | null; userErrors: unknown[] };
};
const visitorReads = async (host = 'localhost') => {
  const res = await t.gql<any>(READ, {}, { host });
  expect(res.errors).toBeUndefined();
  return res.data.website.promoPopup as Record<string, unknown> | null;
};
const storedOf = async (websiteId = 'site-demo') =>
  (await t.db.website.findUniqueOrThrow({ where: { id: websiteId }, select: { promoPopup: true } })).promoPopup;

describe('the demo popup', () => {
  it('is on: 10% off your first order with the newsletter sign-up, 5 s after the home page loads, bottom right', async () => {
    expect(await visitorReads()).toEqual({
      enabled: true,
      title: '10% off your first order',
      body: '<p>Join our newsletter for new pieces and studio events, and take 10% off your first order.</p>',
      bodySource: null,
      imageUrl: null,
      imageAltText: '',
      buttonLabel: 'Sign Up',
      form: 'NEWSLETTER',
      buttonUrl: null,
      trigger: 'ON_LOAD',
      delaySeconds: 5,
      scrollPercent: 50,
      showAgainAfterDays: 30,
      pages: 'HOME',
      position: 'BOTTOM_RIGHT',
      theme: 'LIGHT',
    });
  });
});

describe('owners change the popup', () => {
  it('an editor sets it; what is left out stays; the answer and the stored settings agree', async () => {
    const changed = await update({
      title: 'Free shipping this week',
      trigger: 'ON_SCROLL',
      scrollPercent: 40,
      position: 'BOTTOM_LEFT',
      theme: 'DARK',
      pages: 'ALL',
      showAgainAfterDays: 7,
      imageUrl: 'https://cdn.example.com/offer.jpg',
      imageAltText: 'A parcel',
    });
    expect(changed.userErrors).toEqual([]);
    expect(changed.promoPopup).toMatchObject({
      enabled: true,
      title: 'Free shipping this week',
      form: 'NEWSLETTER',
      delaySeconds: 5,
      trigger: 'ON_SCROLL',
      scrollPercent: 40,
      position: 'BOTTOM_LEFT',
      theme: 'DARK',
      pages: 'ALL',
      showAgainAfterDays: 7,
      imageUrl: 'https://cdn.example.com/offer.jpg',
    });
    expect(await storedOf()).toMatchObject({ title: 'Free shipping this week', trigger: 'scroll', position: 'bottom-left', theme: 'dark' });
    // Visitors see the change at once: the cached public answer was dropped.
    expect(await visitorReads()).toMatchObject({ title: 'Free shipping this week', position: 'BOTTOM_LEFT' });
  });

  it('no form: a button link; null removes the image', async () => {
    const changed = await update({ form: 'NONE', buttonUrl: '/shop', buttonLabel: 'Shop the sale', imageUrl: null });
    expect(changed.promoPopup).toMatchObject({ form: 'NONE', buttonUrl: '/shop', buttonLabel: 'Shop the sale', imageUrl: null });
    await update({ form: 'NEWSLETTER', buttonUrl: null, buttonLabel: '' });
  });

  it('refusals name each field in the spec’s words, and nothing is written', async () => {
    const before = await storedOf();
    const refused = await update({ delaySeconds: 61, title: 'x'.repeat(201), imageUrl: 'javascript:alert(1)' });
    expect(refused.promoPopup).toBeNull();
    expect(refused.userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Title can be at most 200 characters.', field: 'input.title' },
      { code: 'INVALID_INPUT', message: 'Links must be formatted as https://example.com or /about', field: 'input.imageUrl' },
      { code: 'INVALID_INPUT', message: 'Delay must be a whole number from 0 to 60.', field: 'input.delaySeconds' },
    ]);
    expect((await update({ form: 'NONE' })).userErrors).toEqual([
      { code: 'INVALID_INPUT', message: 'Button link is required.', field: 'input.buttonUrl' },
    ]);
    expect((await update({ showAgainAfterDays: 366 })).userErrors).toEqual([
      {
        code: 'INVALID_INPUT',
        message: 'Days before showing again must be a whole number from 0 to 365.',
        field: 'input.showAgainAfterDays',
      },
    ]);
    expect(await storedOf()).toEqual(before);
  });

  it('the newsletter sign-up needs the website’s newsletter form', async () => {
    await t.db.customForm.update({ where: { id: 'form-newsletter' }, data: { kind: 'CONTACT' } });
    try {
      expect((await update({ enabled: true })).userErrors).toEqual([{ code: 'NOT_FOUND', message: 'No such form.', field: 'input.form' }]);
    } finally {
      await t.db.customForm.update({ where: { id: 'form-newsletter' }, data: { kind: 'NEWSLETTER' } });
    }
  });

  it('each change is in the audit trail with the settings before and after', async () => {
    await update({ delaySeconds: 9 });
    const entry = await t.db.auditEntry.findFirstOrThrow({
      where: { websiteId: 'site-demo', action: 'promoPopup.update' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    expect(entry).toMatchObject({ entityType: 'Website', entityId: 'site-demo' });
    expect((entry.before as { delaySeconds: number }).delaySeconds).toBe(5);
    expect((entry.after as { delaySeconds: number }).delaySeconds).toBe(9);
  });
});

describe('what visitors read', () => {
  it('the text sanitised: no scripts, no event handlers, no javascript: links; owners also get it as written', async () => {
    const body =
      '<p onclick="steal()">Hello <a href="javascript:alert(1)">there</a></p><script>steal()</script><img src="x" onerror="steal()">';
    const changed = await update({ body });
    expect(changed.promoPopup?.body).toBe('<p>Hello <a>there</a></p><img src="x" />');
    expect(changed.promoPopup?.bodySource).toBe(body);
    const shown = await visitorReads();
    expect(shown?.body).toBe('<p>Hello <a>there</a></p><img src="x" />');
    expect(shown?.bodySource).toBeNull();
  });

  it('nothing while the popup is off; owners still read its settings', async () => {
    expect((await update({ enabled: false })).promoPopup).toMatchObject({ enabled: false });
    expect(await visitorReads()).toBeNull();
    const owner = await t.gql<any>(READ, {}, editor);
    expect(owner.data.website.promoPopup).toMatchObject({ enabled: false, delaySeconds: 9 });
    await update({ enabled: true });
    expect(await visitorReads()).toMatchObject({ enabled: true });
  });
});

describe('who may change it, and on which website', () => {
  it('a viewer is refused, an anonymous caller is asked to log in, and nothing changes', async () => {
    const before = await storedOf();
    const viewer = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.VIEWER)}` } };
    const refused = await t.gql(UPDATE, { i: { enabled: false } }, viewer);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = browser(t);
    await visitor.get('/shop');
    const anonymous = await visitor.gql(UPDATE, { i: { enabled: false } });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await storedOf()).toEqual(before);
  });

  it('another website keeps its own popup (none), and its owner changes only theirs', async () => {
    expect(await storedOf(TOKYO_WEBSITE_ID)).toBeNull();
    expect(await visitorReads('jp.localhost')).toBeNull();
    const tokyo = { headers: { authorization: `Bearer ${await t.ownerToken(RoleCode.ADMIN, TOKYO_WEBSITE_ID)}` }, host: 'jp.localhost' };
    const demoBefore = await storedOf();
    // Their token is no key to this website.
    const elsewhere = await t.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...tokyo.headers },
      body: JSON.stringify({ query: UPDATE, variables: { i: { enabled: false } } }),
    });
    expect(elsewhere.status).toBe(403);
    const changed = await update({ enabled: true, title: '東京', form: 'NONE', buttonUrl: '/shop' }, tokyo);
    expect(changed.userErrors).toEqual([]);
    expect(await visitorReads('jp.localhost')).toMatchObject({ title: '東京' });
    expect(await storedOf()).toEqual(demoBefore);
  });
});

describe("the popup's sign-up form", () => {
  it('its captcha response is checked for PROMO_POPUP_SUBMISSION; the footer’s for NEWSLETTER_BLOCK_SUBMISSION', async () => {
    await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: 'site-key', captchaEnterprise: true } });
    t.catalogChanged();
    try {
      const emailField = (await t.db.customFormField.findFirstOrThrow({ where: { formId: 'form-newsletter', type: 'email' } })).id;
      const b = browser(t);
      await b.get('/shop');
      const post = (path: string, body: unknown) =>
        b.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'X-CSRF-Token': b.crumb() },
          body: JSON.stringify(body),
        });
      const send = async (email: string, captchaAction?: string) => {
        const { key } = (await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string };
        return post('/api/form/SaveFormSubmission', {
          key,
          formId: 'form-newsletter',
          form: JSON.stringify({ [emailField]: email }),
          captchaKey: 'pass',
          ...(captchaAction ? { captchaAction } : {}),
          pagePath: '/',
        });
      };
      verifier.actions.length = 0;
      expect((await send('popup@example.com', 'PROMO_POPUP_SUBMISSION')).status).toBe(204);
      expect((await send('footer@example.com')).status).toBe(204);
      // Another form's action is not the newsletter's to claim.
      expect((await send('other@example.com', 'PRODUCT_WAITLIST_SUBMISSION')).status).toBe(204);
      expect(verifier.actions).toEqual(['PROMO_POPUP_SUBMISSION', 'NEWSLETTER_BLOCK_SUBMISSION', 'NEWSLETTER_BLOCK_SUBMISSION']);
    } finally {
      await t.db.website.update({ where: { id: 'site-demo' }, data: { captchaSiteKey: null, captchaEnterprise: false } });
      t.catalogChanged();
    }
  });
});
