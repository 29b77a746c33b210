// What a cart carries towards checkout: coupons (each reported valid or invalid with its reason), the shipping
// location (country, region, postal code) and the chosen shipping option.
import { isCountryCode } from '../../../domain/address.ts';
import { normalizeCouponCode } from '../../../domain/coupons.ts';
import { INVALID_COUNTRY_MESSAGE, NO_CART_MESSAGE, UNKNOWN_COUPON_MESSAGE } from '../../../domain/messages.ts';
import type { RequestContext } from '../context.ts';
import { fail, type Result } from '../user-errors.ts';
import type { CartChange } from './add-to-cart.ts';
import { changeOf } from './add-to-cart.ts';
import { findShopperCart } from './cart-store.ts';

async function openCart(ctx: RequestContext, cartToken?: string | null) {
  return findShopperCart(ctx, cartToken);
}

export async function applyCoupon(ctx: RequestContext, input: { cartToken?: string | null; code: string }): Promise<Result<CartChange>> {
  const cart = await openCart(ctx, input.cartToken);
  if (!cart) return fail('API_FAILURE', NO_CART_MESSAGE);
  const coupon = await ctx.db.coupon.findUnique({
    where: { websiteId_code: { websiteId: ctx.website.id, code: normalizeCouponCode(input.code) } },
  });
  if (!coupon) return fail('INVALID_COUPON', UNKNOWN_COUPON_MESSAGE, 'code');
  await ctx.db.cartCoupon.upsert({
    where: { cartId_couponId: { cartId: cart.id, couponId: coupon.id } },
    create: { cartId: cart.id, couponId: coupon.id },
    update: {},
  });
  return { ok: true, ...(await changeOf(ctx, cart.id, null)) };
}

export async function removeCoupon(ctx: RequestContext, input: { cartToken?: string | null; code: string }): Promise<Result<CartChange>> {
  const cart = await openCart(ctx, input.cartToken);
  if (!cart) return fail('API_FAILURE', NO_CART_MESSAGE);
  await ctx.db.cartCoupon.deleteMany({ where: { cartId: cart.id, coupon: { code: normalizeCouponCode(input.code) } } });
  return { ok: true, ...(await changeOf(ctx, cart.id, null)) };
}

export type ShippingLocationInput = { country: string; region?: string | null; postalCode?: string | null };

export async function setShippingLocation(
  ctx: RequestContext,
  input: { cartToken?: string | null; location: ShippingLocationInput },
): Promise<Result<CartChange>> {
  const cart = await openCart(ctx, input.cartToken);
  if (!cart) return fail('API_FAILURE', NO_CART_MESSAGE);
  const country = input.location.country.trim().toUpperCase();
  // Refused where it is set, as placeOrder would refuse it later (an unknown code quotes no real shipping).
  if (!isCountryCode(country)) return fail('INVALID_COUNTRY', INVALID_COUNTRY_MESSAGE, 'country');
  const location = {
    country,
    region: input.location.region?.trim().toUpperCase() || null,
    postalCode: input.location.postalCode?.trim() || null,
  };
  await ctx.db.shoppingCart.update({ where: { id: cart.id }, data: { shippingLocation: location } });
  return { ok: true, ...(await changeOf(ctx, cart.id, null)) };
}

export async function selectShippingOption(
  ctx: RequestContext,
  input: { cartToken?: string | null; shippingOptionId: string },
): Promise<Result<CartChange>> {
  const cart = await openCart(ctx, input.cartToken);
  if (!cart) return fail('API_FAILURE', NO_CART_MESSAGE);
  const change = await changeOf(ctx, cart.id, null);
  if (!change.cart.shippingOptions.some((o) => o.id === input.shippingOptionId)) {
    return fail('INVALID_SHIPPING_OPTION', 'That shipping option is not available for this cart.', 'shippingOptionId');
  }
  await ctx.db.shoppingCart.update({ where: { id: cart.id }, data: { selectedShippingOptionId: input.shippingOptionId } });
  return { ok: true, ...(await changeOf(ctx, cart.id, null)) };
}
