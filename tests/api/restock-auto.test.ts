// Automatic restock emails: when a variant's stock comes back (0 → more) and its product says so, the restock job
// emails each pending sign-up exactly once, however many adjustments race; without the setting nothing is sent by
// itself, and the owner can still send by hand.
import { afterAll, describe, expect, it } from 'vitest';
import { RoleCode } from '../../domain/permissions.ts';
import { sendPendingRestocks } from '../../server/services/restock-triggers.ts';
import { ownerHeaders, startTestApp } from './harness.ts';

const t = await startTestApp();
const manager = await ownerHeaders(t, RoleCode.STORE_MANAGER);
afterAll(() => t.close());

const variant = (sku: string) => t.db.productVariant.findFirstOrThrow({ where: { sku } });
async function signUps(sku: string, emails: string[]) {
  const v = await variant(sku);
  await t.db.restockSignUp.createMany({
    data: emails.map((siteVisitorEmail) => ({ websiteId: 'site-demo', productId: v.productId, variantId: v.id, siteVisitorEmail })),
  });
  return v;
}
const adjust = (variantId: string, kind: string, quantity?: number) =>
  t.gql<any>(
    'mutation($ops: [StockOperationInput!]!) { adjustStock(operations: $ops) { ok userErrors { code } } }',
    { ops: [{ kind, variantId, quantity }] },
    manager,
  );
/** Restock emails queued for the sign-ups of a variant. */
async function restockEmails(variantId: string) {
  const ids = (await t.db.restockSignUp.findMany({ where: { variantId }, select: { id: true } })).map((s) => s.id);
  const rows = await t.db.outboxMessage.findMany({ where: { kind: 'email.restock' } });
  return rows.filter((r) => ids.includes((r.payload as { signUpId: string }).signUpId)).length;
}

describe('automatic restock emails', () => {
  it('stock coming back emails every pending sign-up exactly once, even with concurrent adjustments and job runs', async () => {
    await t.gql(
      'mutation { updateMerchandising(productId: "prod-wool-beanie", input: { restockAutoSend: true }) { userErrors { code } } }',
      {},
      manager,
    );
    const navy = await signUps('BEANIE-NAVY', ['a@example.com', 'b@example.com', 'c@example.com']);
    const answers = await Promise.all(Array.from({ length: 5 }, () => adjust(navy.id, 'INCREMENT', 2)));
    expect(answers.map((a) => a.data.adjustStock.ok)).toEqual([true, true, true, true, true]);
    expect((await variant('BEANIE-NAVY')).qtyInStock).toBe(10);
    expect((await variant('BEANIE-NAVY')).restockSendPending).toBe(true);
    await Promise.all([sendPendingRestocks(t.services), sendPendingRestocks(t.services)]);
    expect(await restockEmails(navy.id)).toBe(3);
    expect((await variant('BEANIE-NAVY')).restockSendPending).toBe(false);
    await sendPendingRestocks(t.services);
    expect(await restockEmails(navy.id)).toBe(3);
  });

  it('stock that was already there, or that stays at 0, sends nothing by itself', async () => {
    const grey = await signUps('BEANIE-GREY', ['d@example.com']);
    await adjust(grey.id, 'SET_FINITE', 0);
    await sendPendingRestocks(t.services);
    expect(await restockEmails(grey.id)).toBe(0);
    const navy = await variant('BEANIE-NAVY');
    await t.db.restockSignUp.create({
      data: { websiteId: 'site-demo', productId: navy.productId, variantId: navy.id, siteVisitorEmail: 'late@example.com' },
    });
    await adjust(navy.id, 'INCREMENT', 1);
    await sendPendingRestocks(t.services);
    expect(await restockEmails(navy.id)).toBe(3);
  });

  it('without the setting, stock coming back sends nothing by itself; the owner can still send by hand', async () => {
    const white = await signUps('TEE-S-WHITE', ['e@example.com', 'f@example.com']);
    await adjust(white.id, 'SET_FINITE', 4);
    expect((await variant('TEE-S-WHITE')).restockSendPending).toBe(false);
    await sendPendingRestocks(t.services);
    expect(await restockEmails(white.id)).toBe(0);
    const sent = await t.gql<any>(
      `mutation { sendRestockNotifications(productId: "${white.productId}", variantId: "${white.id}") }`,
      {},
      manager,
    );
    expect(sent.errors).toBeUndefined();
    expect(await restockEmails(white.id)).toBe(2);
  });

  it('a variant edited from sold out to in stock, or made unlimited, is marked too', async () => {
    const grey = await variant('BEANIE-GREY');
    await t.gql(
      'mutation($id: ID!) { updateVariant(id: $id, input: { unlimited: true }) { userErrors { code } } }',
      { id: grey.id },
      manager,
    );
    await sendPendingRestocks(t.services);
    expect(await restockEmails(grey.id)).toBe(1);
  });
});
