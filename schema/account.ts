// Shopper accounts: sign up, log in, log out, the current site user.

import { logIn, logOut, signUp } from '../server/services/auth/site-users.ts';
import type { RequestContext } from '../server/services/context.ts';
import { builder } from './builder.ts';
import { payloadRef } from './payload.ts';

type SiteUserShape = { id: string; email: string; firstName: string; lastName: string };

const SiteUser = builder.objectRef<SiteUserShape>('SiteUser').implement({
  description: 'A shopper with an account on this website.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const AccountPayload = payloadRef('AccountPayload', 'siteUser', SiteUser);

const SignUpInput = builder.inputType('SignUpInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
  }),
});

const LogInInput = builder.inputType('LogInInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.queryField('currentSiteUser', (t) =>
  t.field({
    type: SiteUser,
    nullable: true,
    description: 'The shopper signed in on this website, if any.',
    resolve: (_root, _args, ctx) => ctx.siteUser,
  }),
);

/** The payload of a sign-up or log-in; on success the session cookies (and the joined cart's) go out with it. */
function signedIn(ctx: RequestContext, result: Awaited<ReturnType<typeof logIn>>) {
  if (!result.ok) return { siteUser: null, userErrors: result.userErrors };
  ctx.sessionCookies.siteUserSignedIn(result.siteUser, result.session);
  if (result.cart) ctx.cartCookies.remember(result.cart.cartToken, true);
  return { siteUser: result.siteUser, userErrors: [] };
}

builder.mutationFields((t) => ({
  signUp: t.field({
    type: AccountPayload,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await signUp(ctx, input)),
  }),
  logIn: t.field({
    type: AccountPayload,
    args: { input: t.arg({ type: LogInInput, required: true }) },
    resolve: async (_root, { input }, ctx) => signedIn(ctx, await logIn(ctx, input)),
  }),
  logOut: t.boolean({
    resolve: async (_root, _args, ctx) => {
      await logOut(ctx);
      ctx.sessionCookies.siteUserSignedOut();
      return true;
    },
  }),
}));
