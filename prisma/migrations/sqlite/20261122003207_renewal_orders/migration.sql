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
INSERT INTO "new_Order" ("billingAddress", "cancelledAt", "createdAt", "currency", "customerNotes", "discountCents", "email", "fulfilledAt", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentProvider", "paymentReference", "purchasedCartId", "refundedCents", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "trackingNumber", "updatedAt", "websiteId") SELECT "billingAddress", "cancelledAt", "createdAt", "currency", "customerNotes", "discountCents", "email", "fulfilledAt", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentProvider", "paymentReference", "purchasedCartId", "refundedCents", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "trackingNumber", "updatedAt", "websiteId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_purchasedCartId_key" ON "Order"("purchasedCartId");
CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");
CREATE INDEX "Order_websiteId_createdAt_idx" ON "Order"("websiteId", "createdAt");
CREATE UNIQUE INDEX "Order_websiteId_idempotencyKey_key" ON "Order"("websiteId", "idempotencyKey");
CREATE UNIQUE INDEX "Order_websiteId_orderNumber_key" ON "Order"("websiteId", "orderNumber");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
