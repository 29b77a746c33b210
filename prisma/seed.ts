// Seeds the demo store (idempotent: a database that already has it is left alone). Runs in one transaction.

import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { RoleCode } from '../domain/permissions.ts';
import { searchTextOf } from '../domain/search-text.ts';
import { CollectionType } from '../domain/site-structure.ts';
import type { Db } from '../server/db/client.ts';
import { ensureDir } from '../server/ensure-dir.ts';
import { createOwnerWithToken } from '../server/services/auth/owners.ts';
import type { FileStorage } from '../server/services/media/storage.ts';
import { onePagePdf } from './demo-pdf.ts';
import { DEMO_WEBSITE_ID, demoStoreCopy, demoWebsites, type ProductSeed, type WebsiteSeed } from './seed-data.ts';
import { seedSiteContent } from './seed-site.ts';

type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

export const DEMO_OWNER_EMAIL = 'owner@shopwright.test';
/** A $50 demo gift card to try redemption at checkout (shown as TEST-CARD-2345-XMAS). */
export const DEMO_GIFT_CARD_CODE = demoWebsites[0].checkout?.giftCardCode as string;

export type SeedResult = { seeded: false } | { seeded: true; owner: { email: string; password: string; token: string } };

/** Seeds the demo websites and their admin owner into a database that has no website at all (never beside a real
 * store). The owner's password and token are shown once. */
export async function seedDemoStore(db: Db, storage?: FileStorage): Promise<SeedResult> {
  if (await db.website.findFirst({ select: { id: true } })) return { seeded: false };
  const owner = await db.$transaction(
    async (tx) => {
      for (const site of demoWebsites) await seedWebsite(tx, site);
      const { token, password } = await createOwnerWithToken(tx as unknown as Db, {
        websiteId: DEMO_WEBSITE_ID,
        email: DEMO_OWNER_EMAIL,
        name: 'Demo Owner',
        roleCode: RoleCode.ADMIN,
      });
      return { email: DEMO_OWNER_EMAIL, token, password: password ?? '' };
    },
    { timeout: 60_000 },
  );
  if (storage) for (const site of demoWebsites) await seedDigitalFiles(db, storage, site);
  return { seeded: true, owner };
}

/** The digital products' files (given somewhere to keep them): a short PDF each. */
async function seedDigitalFiles(db: Db, storage: FileStorage, site: WebsiteSeed) {
  for (const p of site.products.filter((product) => product.productType === 2)) {
    const data = onePagePdf(p.title, [site.name, p.excerpt.slice(0, 80), 'Thank you for your order.']);
    const fileName = `${p.title}.pdf`;
    const storageKey = `${site.id}/files/demo-${p.id}/${p.slug}.pdf`;
    await storage.put(storageKey, data);
    const sha256 = createHash('sha256').update(data).digest('hex');
    await db.digitalFile.create({
      data: { websiteId: site.id, productId: p.id, fileName, contentType: 'application/pdf', byteSize: data.length, storageKey, sha256 },
    });
  }
}

async function seedWebsite(tx: Tx, site: WebsiteSeed) {
  await tx.website.create({
    data: {
      id: site.id,
      name: site.name,
      currency: site.currency,
      country: site.country,
      language: site.language,
      timeZone: site.timeZone,
      afterPayEnabled: Boolean(site.afterPay),
      afterPayMinCents: site.afterPay?.minCents ?? 0,
      afterPayMaxCents: site.afterPay?.maxCents ?? 0,
      domains: { create: site.hostnames.map((hostname) => ({ hostname })) },
    },
  });
  const { collection } = site;
  await tx.collection.create({
    data: {
      id: collection.id,
      websiteId: site.id,
      title: collection.title,
      urlSlug: collection.slug,
      type: CollectionType.PRODUCTS,
      description: collection.description ?? '',
    },
  });
  if (site.forms) {
    await seedEngravingForm(tx, site.id, site.forms.engraving);
    await seedSiteForms(tx, site.id, site.forms);
  }
  let position = 0;
  for (const product of site.products) await seedProduct(tx, site, product, position++);
  if (site.checkout) await seedCheckoutSettings(tx, site.id, site.checkout.giftCardCode);
  if (site.siteContent) {
    const { spotlight } = site.siteContent;
    const spotlightProduct = site.products.find((p) => p.slug === spotlight);
    if (!spotlightProduct) throw new Error(`Demo home page: no product ${spotlight} to put in the spotlight`);
    await seedSiteContent(tx, { websiteId: site.id, shopId: collection.id, spotlightProductId: spotlightProduct.id });
  }
}

export type SeededCopy = { websiteId: string; hostname: string; giftCardCode: string; forms: { contact: string; newsletter: string } };

/** Seeds a copy of the USD demo store under its own ids and host `prefix.localhost` (see demoStoreCopy). */
export async function seedDemoStoreCopy(db: Db, prefix: string, storage?: FileStorage): Promise<SeededCopy> {
  const site = demoStoreCopy(prefix);
  await db.$transaction((tx) => seedWebsite(tx, site), { timeout: 60_000 });
  if (storage) await seedDigitalFiles(db, storage, site);
  return { websiteId: site.id, hostname: site.hostnames[0], giftCardCode: site.checkout.giftCardCode, forms: site.forms };
}

async function seedProduct(tx: Tx, site: WebsiteSeed, p: ProductSeed, position: number) {
  const websiteId = site.id;
  await tx.item.create({
    data: {
      id: p.id,
      websiteId,
      collectionId: site.collection.id,
      recordType: 11,
      title: p.title,
      urlSlug: p.slug,
      excerpt: p.excerpt,
      body: p.body,
      searchText: searchTextOf(p.title, p.slug),
    },
  });
  await tx.product.create({
    data: {
      id: p.id,
      websiteId,
      collectionId: site.collection.id,
      productType: p.productType,
      variantOptionOrdering: p.options ?? [],
      isSubscribable: p.subscribable ?? false,
      additionalFieldsFormId: p.formId ?? null,
      useCustomAddButtonText: Boolean(p.customAddButtonText),
      customAddButtonText: p.customAddButtonText ?? null,
      position,
    },
  });
  // Ids of our own, so that variants can point at their images without reading them back (one statement each).
  const imageIds = p.images.map((_, i) => `${p.id}-image-${i}`);
  await tx.productImage.createMany({
    data: p.images.map((image, i) => ({
      id: imageIds[i],
      websiteId,
      productId: p.id,
      assetUrl: image.url,
      width: 1000,
      height: 1000,
      altText: image.alt,
      position: i,
    })),
  });
  await tx.productVariant.createMany({
    data: p.variants.map((v, i) => ({
      websiteId,
      productId: p.id,
      sku: v.sku,
      attributes: v.attributes ?? {},
      priceCents: v.price,
      salePriceCents: v.salePrice ?? 0,
      onSale: v.onSale ?? false,
      currency: site.currency,
      unlimited: v.unlimited ?? false,
      qtyInStock: v.qty ?? 0,
      weightGrams: v.weightGrams ?? 0,
      mainImageId: imageIds[v.image ?? 0],
      position: i,
    })),
  });
  if (p.merchandising) await tx.merchandisingContext.create({ data: { productId: p.id, websiteId, ...p.merchandising } });
  if (p.subscribable) await seedSubscriptionPlans(tx, websiteId, p.id);
}

async function seedSubscriptionPlans(tx: Tx, websiteId: string, productId: string) {
  const monthly = await tx.subscriptionPlan.create({
    data: { websiteId, name: 'Monthly', billingPeriodValue: 1, billingPeriodUnit: 'MONTH', numBillingCycles: 0 },
  });
  const yearly = await tx.subscriptionPlan.create({
    data: { websiteId, name: 'Yearly', billingPeriodValue: 1, billingPeriodUnit: 'YEAR', numBillingCycles: 0 },
  });
  await tx.productSubscriptionOption.create({ data: { websiteId, productId, subscriptionPlanId: monthly.id, position: 0 } });
  await tx.productSubscriptionOption.create({
    data: { websiteId, productId, subscriptionPlanId: yearly.id, priceCents: 19400, position: 1 },
  });
}

async function seedEngravingForm(tx: Tx, websiteId: string, formId: string) {
  await tx.customForm.create({
    data: {
      id: formId,
      websiteId,
      name: 'Engraving details',
      kind: 'PRODUCT',
      fields: {
        create: [
          { websiteId, type: 'text', title: 'Engraving text', required: true, position: 0, options: { maxLength: 24 } },
          { websiteId, type: 'select', title: 'Font', required: true, position: 1, options: { choices: ['Serif', 'Script', 'Sans'] } },
          { websiteId, type: 'checkbox', title: 'Extras', required: false, position: 2, options: { choices: ['Gift wrap', 'Add a card'] } },
        ],
      },
    },
  });
}

/** The site's contact form (every common field type) and newsletter form. */
async function seedSiteForms(tx: Tx, websiteId: string, ids: { contact: string; newsletter: string }) {
  await tx.customForm.create({
    data: {
      id: ids.contact,
      websiteId,
      name: 'Contact us',
      kind: 'CONTACT',
      submissionMessage: 'Thank you! We will be in touch soon.',
      postSubmitHtml: '<p class="post-submit">We usually answer within one business day.</p>',
      notifyEmail: DEMO_OWNER_EMAIL,
      notifySubject: 'New message from the contact form',
      fields: {
        create: [
          { websiteId, type: 'name', title: 'Name', required: true, position: 0 },
          { websiteId, type: 'email', title: 'Email', required: true, position: 1 },
          { websiteId, type: 'phone', title: 'Phone', required: false, position: 2 },
          {
            websiteId,
            type: 'select',
            title: 'Topic',
            required: true,
            position: 3,
            options: { choices: ['Order', 'Product question', 'Other'] },
          },
          { websiteId, type: 'textarea', title: 'Message', required: true, position: 4, options: { maxLength: 500 } },
          { websiteId, type: 'hidden', title: 'source', required: false, position: 5, options: { defaultValue: 'website' } },
        ],
      },
    },
  });
  await tx.customForm.create({
    data: {
      id: ids.newsletter,
      websiteId,
      name: 'Newsletter',
      kind: 'NEWSLETTER',
      submissionMessage: 'Thanks for subscribing! Check your inbox to confirm.',
      fields: { create: [{ websiteId, type: 'email', title: 'Email', required: true, position: 0 }] },
    },
  });
}

/** Checkout settings of the USD store: shipping options, a tax rule, a coupon and a gift card. */
async function seedCheckoutSettings(tx: Tx, websiteId: string, giftCardCode: string) {
  await tx.shippingOption.createMany({
    data: [
      { websiteId, name: 'Standard', kind: 'FLAT', countries: [], flatRateCents: 500, freeOverCents: 7500, position: 0 },
      { websiteId, name: 'Express', kind: 'FLAT', countries: ['US'], flatRateCents: 1500, position: 1 },
    ],
  });
  await tx.taxRule.create({
    data: { websiteId, name: 'New York sales tax', country: 'US', region: 'NY', rateBps: 888, appliesToPhysical: true },
  });
  await tx.coupon.create({ data: { websiteId, code: 'WELCOME10', kind: 'PERCENTAGE', percentOffBps: 1000, minSubtotalCents: 2000 } });
  await tx.giftCard.create({ data: { websiteId, code: giftCardCode, initialCents: 5000, balanceCents: 5000, currency: 'USD' } });
}

/** How the first start tells the demo store's owner credentials (shown once, stored only as hashes): printed on the
 * console in development; in production (a demo deployment) written to a file readable by this user only, whose
 * path is logged, so that no secret reaches the logs. */
export function printDemoOwner(
  owner: { email: string; password: string; token: string },
  settings: { production: boolean },
  log: { info: (msg: string) => void },
): void {
  const lines = [
    `Demo store owner (admin): ${owner.email} / ${owner.password}`,
    `Owner API token (shown once): ${owner.token}`,
    '  GraphiQL: add the header  Authorization: Bearer <token>',
    'Demo gift card worth $50.00: TEST-CARD-2345-XMAS; coupon WELCOME10 takes 10% off $20 or more.',
  ];
  if (!settings.production) {
    process.stdout.write(`${lines.join('\n')}\n`);
    return;
  }
  const file = resolve('data/demo-owner.txt');
  ensureDir(dirname(file));
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  log.info(`Seeded the demo store; its owner's password and API token are in ${file} (readable by this user only).`);
}
