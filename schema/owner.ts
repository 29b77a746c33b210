// The owner side: who the owner is here (role, capabilities), log-in, API tokens, settings and stock. Roles: team.ts.
import { capabilitiesOf, roleName } from '../domain/permissions.ts';
import type { ApiToken as ApiTokenRow, Website as WebsiteRow } from '../server/db/generated/postgresql/client.ts';
import { createApiToken, listApiTokens, listOwnerWebsites, revokeToken } from '../server/services/auth/access.ts';
import { ownerLogIn, ownerLogOut } from '../server/services/auth/owners.ts';
import type { OwnerIdentity } from '../server/services/context.ts';
import { adjustStock } from '../server/services/inventory.ts';
import { updateCaptchaSettings, updateStoreSettings } from '../server/services/store-settings.ts';
import type { UserError } from '../server/services/user-errors.ts';
import { builder, UserErrorRef } from './builder.ts';
import { payloadRef } from './payload.ts';
import { CaptchaSettings } from './website.ts';

const OwnerAccess = builder.objectRef<OwnerIdentity>('OwnerAccess').implement({
  description: "The signed-in owner's access to this website.",
  fields: (t) => ({
    ownerId: t.exposeID('id'),
    email: t.exposeString('email'),
    roleCode: t.exposeInt('roleCode'),
    roleName: t.string({ resolve: (o) => roleName(o.roleCode) }),
    capabilities: t.stringList({ resolve: (o) => [...capabilitiesOf(o.roleCode)] }),
    via: t.exposeString('via', { description: '"token" or "session".' }),
  }),
});

const OwnerWebsite = builder
  .objectRef<{ id: string; name: string; roleCode: number; hostnames: string[]; current: boolean }>('OwnerWebsite')
  .implement({
    description: 'A website the signed-in owner holds a role on.',
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      roleCode: t.exposeInt('roleCode'),
      roleName: t.string({ resolve: (w) => roleName(w.roleCode) }),
      hostnames: t.exposeStringList('hostnames', { description: 'Its host names: its owner console is at /config on each.' }),
      current: t.exposeBoolean('current', { description: 'Whether it is the website of this request.' }),
    }),
  });

const ApiTokenKind = builder.enumType('ApiTokenKind', { values: ['OWNER', 'STOREFRONT'] as const });

const ApiToken = builder.prismaObject('ApiToken', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    kind: t.field({ type: ApiTokenKind, resolve: (k) => k.kind }),
    prefix: t.exposeString('prefix', { description: 'The first characters, to recognise the token.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
  }),
});

const CreateApiTokenPayload = builder.objectRef<{ token: string | null; apiToken: ApiTokenRow | null; userErrors: UserError[] }>(
  'CreateApiTokenPayload',
);
CreateApiTokenPayload.implement({
  fields: (t) => ({
    token: t.exposeString('token', { nullable: true, description: 'The token itself: shown once, never again.' }),
    apiToken: t.expose('apiToken', { type: ApiToken, nullable: true }),
    userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
  }),
});

const OwnerLogInPayload = payloadRef('OwnerLogInPayload', 'access', OwnerAccess);

export const MutationPayload = builder.objectRef<{ ok: boolean; userErrors: UserError[] }>('MutationPayload').implement({
  description: 'The answer to a change: ok, or the reasons it was refused.',
  fields: (t) => ({ ok: t.exposeBoolean('ok'), userErrors: t.expose('userErrors', { type: [UserErrorRef] }) }),
});

const StockOperationKind = builder.enumType('StockOperationKind', {
  values: ['SET_FINITE', 'SET_UNLIMITED', 'INCREMENT', 'DECREMENT'] as const,
});
const StockOperationInput = builder.inputType('StockOperationInput', {
  fields: (t) => ({
    kind: t.field({ type: StockOperationKind, required: true }),
    variantId: t.id({ required: true }),
    quantity: t.int({ description: 'Required except for SET_UNLIMITED.' }),
  }),
});
const StoreSettingsInput = builder.inputType('StoreSettingsInput', {
  description: 'Absent or null fields leave their setting as it is.',
  fields: (t) => ({
    name: t.string(),
    timeZone: t.string(),
    currency: t.string(),
    multipleQuantityAllowedForServices: t.boolean(),
    expressCheckout: t.boolean(),
    checkoutMinimumCents: t.int(),
    reviewsEnabled: t.boolean(),
    analyticsDisabled: t.boolean({ description: 'Turns off every analytics record of the website (docs/analytics.md).' }),
    performanceDisabled: t.boolean({ description: 'Turns off web-vitals performance records.' }),
    analyticsRetentionDays: t.int({ description: 'Days raw analytics records are kept, 1 to 3650 (daily counts stay).' }),
  }),
});

const CaptchaSettingsInput = builder.inputType('CaptchaSettingsInput', {
  description:
    'Absent fields stay as they are; null or "" clears one. Clearing the site key turns the bot check off and forgets the secret.',
  fields: (t) => ({
    siteKey: t.string({ description: 'The reCAPTCHA site key browsers use.' }),
    secret: t.string({
      description:
        'Its secret (Enterprise: the API key): write-only, never shown again. Required with a new siteKey while no secret is stored.',
    }),
    enterprise: t.boolean({ description: 'Whether the keys are reCAPTCHA Enterprise keys.' }),
  }),
});

const CaptchaSettingsPayload = builder
  .objectRef<{ website: WebsiteRow | null; userErrors: UserError[] }>('CaptchaSettingsPayload')
  .implement({
    fields: (t) => ({
      captchaSettings: t.field({ type: CaptchaSettings, nullable: true, resolve: (p) => p.website }),
      userErrors: t.expose('userErrors', { type: [UserErrorRef] }),
    }),
  });

export const ok = (r: { ok: true } | { ok: false; userErrors: UserError[] }) =>
  r.ok ? { ok: true, userErrors: [] } : { ok: false, userErrors: r.userErrors };
const kindOf = { SET_FINITE: 'setFinite', SET_UNLIMITED: 'setUnlimited', INCREMENT: 'increment', DECREMENT: 'decrement' } as const;

builder.queryFields((t) => ({
  ownerAccess: t.field({ type: OwnerAccess, nullable: true, resolve: (_root, _args, ctx) => ctx.owner }),
  ownerWebsites: t.field({
    type: [OwnerWebsite],
    description: 'The websites the signed-in owner holds a role on, by name (the owner console switches between them).',
    authScopes: { owner: true },
    resolve: (_root, _args, ctx) => listOwnerWebsites(ctx, ctx.owner!),
  }),
  apiTokens: t.prismaField({
    type: [ApiToken],
    authScopes: { owner: true },
    resolve: (_q, _root, _args, ctx) => listApiTokens(ctx, ctx.owner!),
  }),
}));

builder.mutationFields((t) => ({
  ownerLogIn: t.field({
    type: OwnerLogInPayload,
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const result = await ownerLogIn(ctx, args);
      if (!result.ok) return { access: null, userErrors: result.userErrors };
      ctx.sessionCookies.ownerSignedIn(result.access, result.session);
      return { access: result.access, userErrors: [] };
    },
  }),
  ownerLogOut: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await ownerLogOut(ctx);
      ctx.sessionCookies.ownerSignedOut();
      return true;
    },
  }),
  createApiToken: t.field({
    type: CreateApiTokenPayload,
    authScopes: { owner: true },
    args: { name: t.arg.string({ required: true }), kind: t.arg({ type: ApiTokenKind, defaultValue: 'OWNER' }) },
    resolve: async (_root, args, ctx) => {
      const result = await createApiToken(ctx, ctx.owner!, { name: args.name, kind: args.kind ?? 'OWNER' });
      return result.ok
        ? { token: result.token, apiToken: result.apiToken, userErrors: [] }
        : { token: null, apiToken: null, userErrors: result.userErrors };
    },
  }),
  revokeApiToken: t.field({
    type: MutationPayload,
    authScopes: { owner: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => ok(await revokeToken(ctx, ctx.owner!, id)),
  }),
  updateStoreSettings: t.field({
    type: MutationPayload,
    authScopes: { can: 'settings:write' },
    args: { input: t.arg({ type: StoreSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => ok(await updateStoreSettings(ctx, input)),
  }),
  updateCaptchaSettings: t.field({
    type: CaptchaSettingsPayload,
    authScopes: { can: 'settings:write' },
    args: { input: t.arg({ type: CaptchaSettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const result = await updateCaptchaSettings(ctx, input);
      return result.ok ? { website: result.website, userErrors: [] } : { website: null, userErrors: result.userErrors };
    },
  }),
  adjustStock: t.field({
    type: MutationPayload,
    authScopes: { can: 'inventory:write' },
    args: { operations: t.arg({ type: [StockOperationInput], required: true }) },
    resolve: async (_root, { operations }, ctx) =>
      ok(
        await adjustStock(
          ctx,
          operations.map((o) => ({ kind: kindOf[o.kind], variantId: o.variantId, quantity: o.quantity ?? undefined })),
        ),
      ),
  }),
}));
