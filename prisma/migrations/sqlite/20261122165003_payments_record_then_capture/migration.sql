-- DropIndex
DROP INDEX "Order_purchasedCartId_key";

-- AlterTable
ALTER TABLE "Order" ADD COLUMN "authorizationId" TEXT;
ALTER TABLE "Order" ADD COLUMN "paymentMethodRef" TEXT;

-- CreateTable
CREATE TABLE "OrderRefund" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "providerRefundId" TEXT,
    "failure" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "OrderRefund_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OrderRefund_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Subscription" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "siteUserId" TEXT,
    "email" TEXT NOT NULL,
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
INSERT INTO "new_Subscription" ("billingPeriodUnit", "billingPeriodValue", "createdAt", "currency", "cyclesBilled", "email", "failedAttempts", "id", "nextBillingAt", "numBillingCycles", "paymentMethodRef", "priceCents", "productId", "siteUserId", "status", "subscriptionPlanId", "updatedAt", "variantId", "websiteId") SELECT "billingPeriodUnit", "billingPeriodValue", "createdAt", "currency", "cyclesBilled", "email", "failedAttempts", "id", "nextBillingAt", "numBillingCycles", "paymentMethodRef", "priceCents", "productId", "siteUserId", "status", "subscriptionPlanId", "updatedAt", "variantId", "websiteId" FROM "Subscription";
DROP TABLE "Subscription";
ALTER TABLE "new_Subscription" RENAME TO "Subscription";
CREATE INDEX "Subscription_websiteId_status_nextBillingAt_idx" ON "Subscription"("websiteId", "status", "nextBillingAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "OrderRefund_orderId_idx" ON "OrderRefund"("orderId");

-- CreateIndex
CREATE INDEX "OrderRefund_status_updatedAt_idx" ON "OrderRefund"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "Order_purchasedCartId_idx" ON "Order"("purchasedCartId");

-- CreateIndex
CREATE INDEX "Order_status_updatedAt_idx" ON "Order"("status", "updatedAt");
