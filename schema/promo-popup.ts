// The promo popup (page type 104, docs/promo-popup.md): visitors read it on the website while it is on; owners read
// it always and change it (catalog:write — the editor's capability for content).
import {
  PROMO_POPUP_RANGES,
  type PromoPopupForm,
  type PromoPopupPages,
  type PromoPopupPosition,
  type PromoPopupTheme,
  type PromoPopupTrigger,
} from '../domain/promo-popup.ts';
import { type PromoPopupView, promoPopupFor, updatePromoPopup } from '../server/services/content/promo-popup.ts';
import { builder } from './builder.ts';
import { payloadRef } from './payload.ts';

const range = (name: keyof typeof PROMO_POPUP_RANGES) => `${PROMO_POPUP_RANGES[name][0]}–${PROMO_POPUP_RANGES[name][1]}`;

const PromoPopupFormEnum = builder.enumType('PromoPopupForm', {
  description: "What the popup offers: the website's newsletter sign-up, or no form (a button linking to buttonUrl).",
  values: { NEWSLETTER: { value: 'newsletter' }, NONE: { value: 'none' } } satisfies Record<string, { value: PromoPopupForm }>,
});
const PromoPopupTriggerEnum = builder.enumType('PromoPopupTrigger', {
  description: 'ON_LOAD: delaySeconds after the page loads; ON_SCROLL: once the visitor has scrolled scrollPercent of the page.',
  values: { ON_LOAD: { value: 'load' }, ON_SCROLL: { value: 'scroll' } } satisfies Record<string, { value: PromoPopupTrigger }>,
});
const PromoPopupPagesEnum = builder.enumType('PromoPopupPages', {
  description: 'Where it shows: every page (never the cart, checkout, account or order pages), or the home page only.',
  values: { ALL: { value: 'all' }, HOME: { value: 'home' } } satisfies Record<string, { value: PromoPopupPages }>,
});
const PromoPopupPositionEnum = builder.enumType('PromoPopupPosition', {
  values: {
    CENTER: { value: 'center' },
    BOTTOM_LEFT: { value: 'bottom-left' },
    BOTTOM_RIGHT: { value: 'bottom-right' },
  } satisfies Record<string, { value: PromoPopupPosition }>,
});
const PromoPopupThemeEnum = builder.enumType('PromoPopupTheme', {
  values: { LIGHT: { value: 'light' }, DARK: { value: 'dark' } } satisfies Record<string, { value: PromoPopupTheme }>,
});

const PromoPopupRef = builder.objectRef<PromoPopupView>('PromoPopup').implement({
  description: 'The promo popup (page type 104 popup overlay) and every setting of it.',
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    title: t.exposeString('title'),
    body: t.exposeString('body', { description: 'The text as HTML, sanitised.' }),
    bodySource: t.exposeString('bodySource', { nullable: true, description: 'The text as the owner wrote it (owners only).' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    imageAltText: t.exposeString('imageAltText'),
    buttonLabel: t.exposeString('buttonLabel', { description: "The sign-up form's or the link's button text." }),
    form: t.field({ type: PromoPopupFormEnum, resolve: (p) => p.form }),
    buttonUrl: t.exposeString('buttonUrl', { nullable: true }),
    trigger: t.field({ type: PromoPopupTriggerEnum, resolve: (p) => p.trigger }),
    delaySeconds: t.exposeInt('delaySeconds'),
    scrollPercent: t.exposeInt('scrollPercent'),
    showAgainAfterDays: t.exposeInt('showAgainAfterDays', {
      description: 'Days the popup stays away in a browser that closed it or signed up in it; 0: shown again on the next visit.',
    }),
    pages: t.field({ type: PromoPopupPagesEnum, resolve: (p) => p.pages }),
    position: t.field({ type: PromoPopupPositionEnum, resolve: (p) => p.position }),
    theme: t.field({ type: PromoPopupThemeEnum, resolve: (p) => p.theme }),
  }),
});

const PromoPopupInput = builder.inputType('PromoPopupInput', {
  description: 'Settings to change; one left out or null stays as it is (imageUrl and buttonUrl: null removes them).',
  fields: (t) => ({
    enabled: t.boolean({ description: 'Off unless set. An enabled popup needs a title, and without a form a buttonUrl.' }),
    title: t.string({ description: 'At most 200 characters.' }),
    body: t.string({ description: 'HTML, at most 5,000 characters; sanitised when shown.' }),
    imageUrl: t.string({ description: 'An http(s) URL or a path on this site.' }),
    imageAltText: t.string({ description: 'At most 250 characters.' }),
    buttonLabel: t.string({ description: "At most 100 characters; 'Sign Up' when empty." }),
    form: t.field({ type: PromoPopupFormEnum, description: 'NEWSLETTER unless set.' }),
    buttonUrl: t.string({ description: 'Where the button goes when the form is NONE: an http(s) URL or a path on this site.' }),
    trigger: t.field({ type: PromoPopupTriggerEnum, description: 'ON_LOAD unless set.' }),
    delaySeconds: t.int({ description: `${range('delaySeconds')}; 5 unless set.` }),
    scrollPercent: t.int({ description: `${range('scrollPercent')}; 50 unless set.` }),
    showAgainAfterDays: t.int({ description: `${range('showAgainAfterDays')}; 30 unless set.` }),
    pages: t.field({ type: PromoPopupPagesEnum, description: 'ALL unless set.' }),
    position: t.field({ type: PromoPopupPositionEnum, description: 'CENTER unless set.' }),
    theme: t.field({ type: PromoPopupThemeEnum, description: 'LIGHT unless set.' }),
  }),
});

const PromoPopupPayload = payloadRef('PromoPopupPayload', 'promoPopup', PromoPopupRef);

builder.prismaObjectField('Website', 'promoPopup', (t) =>
  t.field({
    type: PromoPopupRef,
    nullable: true,
    description: 'The promo popup: for visitors only while it is enabled (else null); owners always get its settings.',
    select: { promoPopup: true },
    resolve: (w, _args, ctx) => promoPopupFor(w.promoPopup, ctx.owner !== null),
  }),
);

builder.mutationField('updatePromoPopup', (t) =>
  t.field({
    authScopes: { can: 'catalog:write' },
    type: PromoPopupPayload,
    args: { input: t.arg({ type: PromoPopupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await updatePromoPopup(ctx, input);
      return result.ok ? { promoPopup: result.promoPopup, userErrors: [] } : { promoPopup: null, userErrors: result.userErrors };
    },
  }),
);
