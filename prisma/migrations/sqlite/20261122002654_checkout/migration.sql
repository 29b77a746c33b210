-- CreateTable
CREATE TABLE "DigitalDownload" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "orderLineId" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "downloadsLeft" INTEGER NOT NULL DEFAULT 5,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DigitalDownload_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "DigitalDownload_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Website" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "timeZone" TEXT NOT NULL DEFAULT 'America/New_York',
    "language" TEXT NOT NULL DEFAULT 'en-US',
    "country" TEXT NOT NULL DEFAULT 'US',
    "multipleQuantityAllowedForServices" BOOLEAN NOT NULL DEFAULT true,
    "expressCheckout" BOOLEAN NOT NULL DEFAULT false,
    "checkoutMinimumCents" INTEGER NOT NULL DEFAULT 0,
    "reviewsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "analyticsDisabled" BOOLEAN NOT NULL DEFAULT false,
    "captchaSiteKey" TEXT,
    "captchaSecret" TEXT,
    "captchaEnterprise" BOOLEAN NOT NULL DEFAULT false,
    "afterPayEnabled" BOOLEAN NOT NULL DEFAULT false,
    "afterPayMinCents" INTEGER NOT NULL DEFAULT 0,
    "afterPayMaxCents" INTEGER NOT NULL DEFAULT 0,
    "orderSequence" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Website" ("afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "reviewsEnabled", "timeZone", "updatedAt") SELECT "afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "reviewsEnabled", "timeZone", "updatedAt" FROM "Website";
DROP TABLE "Website";
ALTER TABLE "new_Website" RENAME TO "Website";
CREATE TABLE "new_Order" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "orderNumber" INTEGER NOT NULL,
    "purchasedCartId" TEXT NOT NULL,
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
INSERT INTO "new_Order" ("billingAddress", "createdAt", "currency", "customerNotes", "discountCents", "email", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentProvider", "paymentReference", "purchasedCartId", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "updatedAt", "websiteId") SELECT "billingAddress", "createdAt", "currency", "customerNotes", "discountCents", "email", "giftCardCents", "grandTotalCents", "id", "idempotencyKey", "orderNumber", "paymentProvider", "paymentReference", "purchasedCartId", "shippingAddress", "shippingCostCents", "shippingOptionName", "siteUserId", "status", "statusToken", "subscriptionId", "subtotalCents", "taxCents", "testMode", "updatedAt", "websiteId" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_purchasedCartId_key" ON "Order"("purchasedCartId");
CREATE UNIQUE INDEX "Order_statusToken_key" ON "Order"("statusToken");
CREATE INDEX "Order_websiteId_createdAt_idx" ON "Order"("websiteId", "createdAt");
CREATE UNIQUE INDEX "Order_websiteId_idempotencyKey_key" ON "Order"("websiteId", "idempotencyKey");
CREATE UNIQUE INDEX "Order_websiteId_orderNumber_key" ON "Order"("websiteId", "orderNumber");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "DigitalDownload_token_key" ON "DigitalDownload"("token");

-- CreateIndex
CREATE INDEX "DigitalDownload_orderId_idx" ON "DigitalDownload"("orderId");
