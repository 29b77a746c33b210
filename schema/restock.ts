// Restock notifications over GraphQL: shoppers sign up; owners list groups, page sign-ups and send.

import { GraphQLError } from 'graphql';
import { RESTOCK_SEND_LIMIT_MESSAGE } from '../domain/limit-messages.ts';
import { NO_STOCK_TO_ANNOUNCE_MESSAGE } from '../domain/restock-send.ts';
import { MAX_RESTOCK_SEND_REQUESTS } from '../domain/store-limits.ts';
import type { RestockSignUp } from '../server/db/generated/postgresql/client.ts';
import { keepMarketingCookie } from '../server/http/visitor-cookies.ts';
import {
  listSignUpGroups,
  listSignUps,
  type SignUpGroup,
  sendAllRestockNotifications,
  sendRestockNotifications,
  signUpForRestock,
} from '../server/services/restock.ts';
import { builder } from './builder.ts';
import { RestockSignUpRef } from './owner-records.ts';
import { payloadRef } from './payload.ts';
import { attributesOf } from './variant.ts';

/** The page size of the owners' restock lists. */
const PAGE_SIZE = 'Rows a page holds: 1 to 200, 50 unless given.';

const Attribute = builder.objectRef<{ name: string; value: string }>('RestockVariantAttribute').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const Group = builder.objectRef<SignUpGroup>('RestockSignUpGroup').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    variantId: t.exposeID('variantId'),
    productName: t.exposeString('productName'),
    attributes: t.field({ type: [Attribute], resolve: (g) => attributesOf(g.attributes) }),
    signUps: t.exposeInt('signUps'),
    pending: t.exposeInt('pending', { description: 'Sign-ups not emailed yet.' }),
    inStock: t.exposeBoolean('inStock', {
      description: 'The variant has stock to sell, or its stock is not counted: its shoppers can be told it is back.',
    }),
  }),
});

const SignUpPage = builder
  .objectRef<{ items: RestockSignUp[]; hasNextPage: boolean; nextPageCursor: string | null }>('RestockSignUpPage')
  .implement({
    fields: (t) => ({
      signUps: t.field({ type: [RestockSignUpRef], resolve: (p) => p.items }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
      nextPageCursor: t.exposeString('nextPageCursor', { nullable: true }),
    }),
  });

const GroupPage = builder
  .objectRef<{ items: SignUpGroup[]; hasNextPage: boolean; nextPageCursor: string | null }>('RestockSignUpGroupPage')
  .implement({
    fields: (t) => ({
      signUpGroups: t.field({ type: [Group], resolve: (p) => p.items }),
      hasNextPage: t.exposeBoolean('hasNextPage'),
      nextPageCursor: t.exposeString('nextPageCursor', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  restockSignUpGroups: t.field({
    type: GroupPage,
    authScopes: { can: 'restock:manage' },
    args: { cursor: t.arg.string(), pageSize: t.arg.int({ description: PAGE_SIZE }) },
    resolve: (_root, args, ctx) => listSignUpGroups(ctx, { cursor: args.cursor, pageSize: args.pageSize ?? undefined }),
  }),
  restockSignUpsFor: t.field({
    type: SignUpPage,
    authScopes: { can: 'restock:manage' },
    args: {
      productId: t.arg.id({ required: true }),
      variantId: t.arg.id(),
      cursor: t.arg.string(),
      pageSize: t.arg.int({ description: PAGE_SIZE }),
    },
    resolve: (_root, args, ctx) =>
      listSignUps(ctx, { productId: args.productId, variantId: args.variantId, cursor: args.cursor, pageSize: args.pageSize ?? undefined }),
  }),
}));

const SignUpPayload = payloadRef('RestockSignUpPayload', 'signUp', RestockSignUpRef);
const SendRequestInput = builder.inputType('RestockSendRequest', {
  fields: (t) => ({ productId: t.id({ required: true }), variantId: t.id({ required: true }) }),
});

builder.mutationFields((t) => ({
  signUpForRestock: t.field({
    type: SignUpPayload,
    args: {
      productId: t.arg.id({ required: true }),
      variantId: t.arg.id({ required: true }),
      siteVisitorEmail: t.arg.string({ required: true }),
      isJoinMailingList: t.arg.boolean({
        description:
          "Also join the mailing list, where the product offers it. Without it: the product's opt-in default (mailingListOptInByDefault).",
      }),
      recaptchaEnterpriseV3Token: t.arg.string({
        description:
          'The captcha token: required when the website has a captcha site key (else CAPTCHA_FAILED "Complete CAPTCHA before submitting").',
      }),
      language: t.arg.string({ description: "The shopper's language (BCP 47), kept with the sign-up." }),
    },
    resolve: async (_root, args, ctx) => {
      const r = await signUpForRestock(ctx, args);
      if (!r.ok) return { signUp: null, userErrors: r.userErrors };
      keepMarketingCookie(ctx, r.marketingId);
      return { signUp: r.signUp, userErrors: [] };
    },
  }),
  sendRestockNotifications: t.int({
    authScopes: { can: 'restock:manage' },
    description: `Queues the emails of pending sign-ups of the variant (at most 1,000 per call); answers how many were queued. A variant with no stock is refused (BAD_USER_INPUT, userErrorCode NO_STOCK_TO_ANNOUNCE: '${NO_STOCK_TO_ANNOUNCE_MESSAGE}') unless sendWithoutStock is true; the refusal's extensions.sendAnyway holds the arguments that send anyway ({productId, variantId, sendWithoutStock: true}).`,
    args: {
      productId: t.arg.id({ required: true }),
      variantId: t.arg.id({ required: true }),
      sendWithoutStock: t.arg.boolean({ description: 'Email the shoppers even though the variant has no stock.' }),
    },
    resolve: async (_root, { sendWithoutStock, ...pair }, ctx) => {
      const sent = await sendRestockNotifications(ctx, pair, { sendWithoutStock });
      if (!sent.ok) {
        const [refusal] = sent.userErrors;
        throw new GraphQLError(refusal.message, {
          extensions: { code: 'BAD_USER_INPUT', userErrorCode: refusal.code, field: refusal.field, sendAnyway: sent.sendAnyway },
        });
      }
      return sent.queued;
    },
  }),
  sendAllRestockNotifications: t.int({
    authScopes: { can: 'restock:manage' },
    description: `Queues the emails of pending sign-ups of each product/variant (at most ${MAX_RESTOCK_SEND_REQUESTS} pairs, else BAD_USER_INPUT '${RESTOCK_SEND_LIMIT_MESSAGE}'; at most 1,000 emails per call), leaving out variants with no stock unless sendWithoutStock is true; answers how many were queued.`,
    args: {
      sendRequests: t.arg({ type: [SendRequestInput], required: true }),
      sendWithoutStock: t.arg.boolean({ description: 'Email the shoppers of variants with no stock too.' }),
    },
    resolve: async (_root, args, ctx) => {
      if (args.sendRequests.length > MAX_RESTOCK_SEND_REQUESTS)
        throw new GraphQLError(RESTOCK_SEND_LIMIT_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', field: 'sendRequests' } });
      return (await sendAllRestockNotifications(ctx, args.sendRequests, { sendWithoutStock: args.sendWithoutStock })).queued;
    },
  }),
}));
