// Merchandising context per product (spec §3): scarcity, sold-out and sale texts, restock and mailing-list options.
import { DEFAULT_TEXT } from '../domain/messages.ts';
import { DEFAULT_SCARCITY_TEXT } from '../domain/scarcity.ts';
import type { MerchandisingContext as Row } from '../server/db/generated/postgresql/client.ts';
import { builder } from './builder.ts';

export type MerchandisingShape = Omit<Row, 'websiteId' | 'updatedAt'>;

/** A product without a merchandising row gets these defaults. */
export const defaultMerchandising = (productId: string): MerchandisingShape => ({
  productId,
  scarcityEnabled: false,
  scarcityThreshold: 5,
  scarcityText: null,
  customSoldOutText: null,
  customSaleText: null,
  restockNotificationsEnabled: false,
  restockSuccessMessage: null,
  mailingListSignUpEnabled: false,
  mailingListOptInByDefault: false,
});

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
      resolve: (m) => m.customSoldOutText || DEFAULT_TEXT.soldOutMark,
    }),
    saleText: t.string({ description: "The store's text or 'sale'.", resolve: (m) => m.customSaleText || DEFAULT_TEXT.saleMark }),
    restockNotificationsEnabled: t.exposeBoolean('restockNotificationsEnabled'),
    restockSuccessMessage: t.exposeString('restockSuccessMessage', { nullable: true }),
    mailingListSignUpEnabled: t.exposeBoolean('mailingListSignUpEnabled'),
    mailingListOptInByDefault: t.exposeBoolean('mailingListOptInByDefault'),
  }),
});
