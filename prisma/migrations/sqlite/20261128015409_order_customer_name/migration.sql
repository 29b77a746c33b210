-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderNumber" INTEGER NOT NULL,
    "purchasedCartId" TEXT,
    "idempotencyKey" TEXT NOT NULL,
    "statusToken" TEXT NOT NULL,
    "testMode" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "email" TEXT NOT NULL,
    "customerName" TEXT NOT NULL DEFAULT '',
    "phone" TEXT,
    "siteUserId" TEXT,
    "shippingAddress" JSONB,
    "billingAddress" JSONB,
    "customerNotes" TEXT NOT NULL DEFAULT '',
    "shippingOptionName" TEXT,
    "currency" TEXT NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "taxCents" INTEGER NOT NULL,
    "shippingCostCents" INTEGER NOT NULL,
    "discountCents" INTEGER NOT NULL,
    "giftCardCents" INTEGER NOT NULL DEFAULT 0,
    "grandTotalCents" INTEGER NOT NULL,
    "paymentProvider" TEXT,
    "authorizationId" TEXT,
    "paymentMethodRef" TEXT,
    "paymentReference" TEXT,
    "refundedCents" INTEGER NOT NULL DEFAULT 0,
    "trackingNumber" TEXT,
    "fulfilledAt" DATETIME,
    "cancelledAt" DATETIME,
    "subscriptionId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Order_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Order_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Order_subscriptionId_fkey" FOREIGN KEY ("subscriptionId") REFERENCES "Subscription" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("authorizationId", "billingAddress", "cancelledAt", "createdAt", "currency", "customerNotes", "discountCents", "email", "fulfilledAt", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentMethodRef", "paymentProvider", "paymentReference", "purchasedCartId", "refundedCents", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "trackingNumber", "updatedAt", "websiteId") SELECT "authorizationId", "billingAddress", "cancelledAt", "createdAt", "currency", "customerNotes", "discountCents", "email", "fulfilledAt", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentMethodRef", "paymentProvider", "paymentReference", "purchasedCartId", "refundedCents", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "trackingNumber", "updatedAt", "websiteId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");
CREATE INDEX "Order_websiteId_createdAt_idx" ON "Order"("websiteId", "createdAt");
CREATE INDEX "Order_purchasedCartId_idx" ON "Order"("purchasedCartId");
CREATE INDEX "Order_status_updatedAt_idx" ON "Order"("status", "updatedAt");
CREATE UNIQUE INDEX "Order_websiteId_idempotencyKey_key" ON "Order"("websiteId", "idempotencyKey");
CREATE UNIQUE INDEX "Order_websiteId_orderNumber_key" ON "Order"("websiteId", "orderNumber");
CREATE TABLE "new_Subscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "siteUserId" TEXT,
    "email" TEXT NOT NULL,
    "customerName" TEXT NOT NULL DEFAULT '',
    "phone" TEXT,
    "productId" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "subscriptionPlanId" TEXT NOT NULL,
    "billingPeriodValue" INTEGER NOT NULL,
    "billingPeriodUnit" TEXT NOT NULL,
    "numBillingCycles" INTEGER NOT NULL,
    "cyclesBilled" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'ACTIVE',
    "priceCents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "currency" TEXT NOT NULL,
    "shippingAddress" JSONB,
    "shippingOptionId" TEXT,
    "nextBillingAt" DATETIME,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "paymentMethodRef" TEXT,
    "renewalClaimedAt" DATETIME,
    "renewalClaimedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Subscription_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Subscription_siteUserId_fkey" FOREIGN KEY ("siteUserId") REFERENCES "SiteUser" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "Subscription_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Subscription_subscriptionPlanId_fkey" FOREIGN KEY ("subscriptionPlanId") REFERENCES "SubscriptionPlan" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Subscription" ("billingPeriodUnit", "billingPeriodValue", "createdAt", "currency", "cyclesBilled", "email", "failedAttempts", "id", "nextBillingAt", "numBillingCycles", "paymentMethodRef", "priceCents", "productId", "quantity", "renewalClaimedAt", "renewalClaimedBy", "shippingAddress", "shippingOptionId", "siteUserId", "status", "subscriptionPlanId", "updatedAt", "variantId", "websiteId") SELECT "billingPeriodUnit", "billingPeriodValue", "createdAt", "currency", "cyclesBilled", "email", "failedAttempts", "id", "nextBillingAt", "numBillingCycles", "paymentMethodRef", "priceCents", "productId", "quantity", "renewalClaimedAt", "renewalClaimedBy", "shippingAddress", "shippingOptionId", "siteUserId", "status", "subscriptionPlanId", "updatedAt", "variantId", "websiteId" FROM "Subscription";
DROP TABLE "Subscription";
ALTER TABLE "new_Subscription" RENAME TO "Subscription";
CREATE INDEX "Subscription_websiteId_status_nextBillingAt_idx" ON "Subscription"("websiteId", "status", "nextBillingAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
