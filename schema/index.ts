// Loads every schema area, then builds the schema. Nothing imports this file but the HTTP layer and the printer.
import { builder } from './builder.ts';
import './money.ts';
import './website.ts';
import './variant.ts';
import './subscription-plan.ts';
import './merchandising.ts';
import './installments.ts';
import './product.ts';
import './custom-form.ts';
import './collection.ts';
import './account.ts';
import './cart.ts';
import './owner.ts';
import './owner-records.ts';
import './order.ts';
import './checkout.ts';
import './order-admin.ts';
import './restock.ts';
import './product-admin.ts';
import './collection-admin.ts';
import './audit.ts';
import './reviews.ts';
import './media.ts';
import './page-admin.ts';
import './content-items.ts';
import './catalog-io.ts';

export const schema = builder.toSchema({ sortSchema: false });
