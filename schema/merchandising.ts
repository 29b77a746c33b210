// Merchandising context per product (spec §3): scarcity, sold-out and sale texts, restock and mailing-list options;
// owners with catalog:write change it with updateMerchandising.
import { DEFAULT_TEXT, textOrDefault } from '../domain/messages.ts';
import { DEFAULT_SCARCITY_TEXT } from '../domain/scarcity.ts';
import { type MerchandisingShape, updateMerchandising } from '../server/services/merchandising.ts';

export { defaultMerchandising, type MerchandisingShape } from '../server/services/merchandising.ts';

import { builder } from './builder.ts';
import { payloadOf, payloadRef } from './payload.ts';

export const MerchandisingContext = builder.objectRef<MerchandisingShape>('MerchandisingContext').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    scarcityEnabled: t.exposeBoolean('scarcityEnabled'),
    scarcityThreshold: t.exposeInt('scarcityThreshold'),
    scarcityText: t.string({ description: 'Template with {qty}.', resolve: (m) => m.scarcityText || DEFAULT_SCARCITY_TEXT }),
    customSoldOutText: t.exposeString('customSoldOutText', { nullable: true }),
    customSaleText: t.exposeString('customSaleText', { nullable: true }),
    soldOutText: t.string({
      description: "The store's text or 'sold out'.",
      resolve: (m) => textOrDefault(m.customSoldOutText, DEFAULT_TEXT.soldOutMark),
    }),
    saleText: t.string({
      description: "The store's text or 'sale'.",
      resolve: (m) => textOrDefault(m.customSaleText, DEFAULT_TEXT.saleMark),
    }),
    restockNotificationsEnabled: t.exposeBoolean('restockNotificationsEnabled'),
    restockSuccessMessage: t.exposeString('restockSuccessMessage', { nullable: true }),
    restockAutoSend: t.exposeBoolean('restockAutoSend', {
      description: "Restock emails go out by themselves when a variant's stock comes back.",
    }),
    mailingListSignUpEnabled: t.exposeBoolean('mailingListSignUpEnabled'),
    mailingListOptInByDefault: t.exposeBoolean('mailingListOptInByDefault'),
  }),
});

export const MerchandisingInput = builder.inputType('MerchandisingInput', {
  description: "Changes to a product's merchandising; absent fields stay as they are, a null text goes back to the default.",
  fields: (t) => ({
    scarcityEnabled: t.boolean(),
    scarcityThreshold: t.int({ description: 'Show the scarcity message at or below this stock (1 or more).' }),
    scarcityText: t.string({ description: 'Template with {qty}, at most 200 characters.' }),
    customSoldOutText: t.string({ description: 'At most 100 characters.' }),
    customSaleText: t.string({ description: 'At most 100 characters.' }),
    restockNotificationsEnabled: t.boolean(),
    restockSuccessMessage: t.string({ description: "Shown after a restock sign-up instead of 'Signed up!'; at most 500 characters." }),
    restockAutoSend: t.boolean({ description: "Email the sign-ups by themselves when a variant's stock comes back (0 → more)." }),
    mailingListSignUpEnabled: t.boolean(),
    mailingListOptInByDefault: t.boolean(),
  }),
});

const MerchandisingPayload = payloadRef('MerchandisingPayload', 'merchandising', MerchandisingContext);

builder.mutationField('updateMerchandising', (t) =>
  t.field({
    type: MerchandisingPayload,
    authScopes: { can: 'catalog:write' },
    args: { productId: t.arg.id({ required: true }), input: t.arg({ type: MerchandisingInput, required: true }) },
    resolve: async (_root, { productId, input }, ctx) => {
      // Only the fields the owner sent: an absent field is undefined, a null one resets the text.
      const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      const r = await updateMerchandising(ctx, { productId, changes });
      return payloadOf('merchandising', r);
    },
  }),
);
