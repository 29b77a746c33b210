// 'Customers also bought' beside a product (the block of that name, and the cart page).
import { MAX_BLOCK_PRODUCTS } from '../domain/store-limits.ts';
import { customersAlsoBought } from '../server/services/customers-also-bought.ts';
import { builder } from './builder.ts';

builder.prismaObjectField('Product', 'customersAlsoBought', (t) =>
  t.prismaField({
    type: ['Product'],
    description: `Products most often bought in the same orders, then others of its collection (at most ${MAX_BLOCK_PRODUCTS}).`,
    args: { first: t.arg.int({ defaultValue: 4 }) },
    resolve: async (query, product, args, ctx) => {
      const ids = await customersAlsoBought(ctx, product.id, args.first ?? 4);
      const rows = await ctx.db.product.findMany({ ...query, where: { id: { in: ids } } });
      return ids.flatMap((id) => rows.filter((r) => r.id === id));
    },
  }),
);
