-- AlterTable
ALTER TABLE "Product" ADD COLUMN "archivedAt" DATETIME;

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "ownerAccountId" TEXT,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AuditEntry_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Item" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "collectionId" TEXT NOT NULL,
    "recordType" INTEGER NOT NULL DEFAULT 11,
    "title" TEXT NOT NULL,
    "urlSlug" TEXT NOT NULL,
    "excerpt" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'PUBLISHED',
    "publishOn" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "searchText" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Item_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Item_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Item" ("body", "collectionId", "createdAt", "excerpt", "id", "publishOn", "recordType", "title", "updatedAt", "urlSlug", "websiteId") SELECT "body", "collectionId", "createdAt", "excerpt", "id", "publishOn", "recordType", "title", "updatedAt", "urlSlug", "websiteId" FROM "Item";
DROP TABLE "Item";
ALTER TABLE "new_Item" RENAME TO "Item";
CREATE INDEX "Item_websiteId_collectionId_publishOn_idx" ON "Item"("websiteId", "collectionId", "publishOn");
CREATE UNIQUE INDEX "Item_collectionId_urlSlug_key" ON "Item"("collectionId", "urlSlug");
CREATE TABLE "new_ProductVariant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "sku" TEXT NOT NULL,
    "attributes" JSONB NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "salePriceCents" INTEGER NOT NULL DEFAULT 0,
    "onSale" BOOLEAN NOT NULL DEFAULT false,
    "currency" TEXT NOT NULL,
    "unlimited" BOOLEAN NOT NULL DEFAULT false,
    "qtyInStock" INTEGER NOT NULL DEFAULT 0,
    "weightGrams" INTEGER NOT NULL DEFAULT 0,
    "mainImageId" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "restockSendPending" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductVariant_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ProductVariant_mainImageId_fkey" FOREIGN KEY ("mainImageId") REFERENCES "ProductImage" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ProductVariant" ("attributes", "createdAt", "currency", "id", "mainImageId", "onSale", "position", "priceCents", "productId", "qtyInStock", "salePriceCents", "sku", "unlimited", "updatedAt", "websiteId", "weightGrams") SELECT "attributes", "createdAt", "currency", "id", "mainImageId", "onSale", "position", "priceCents", "productId", "qtyInStock", "salePriceCents", "sku", "unlimited", "updatedAt", "websiteId", "weightGrams" FROM "ProductVariant";
DROP TABLE "ProductVariant";
ALTER TABLE "new_ProductVariant" RENAME TO "ProductVariant";
CREATE INDEX "ProductVariant_productId_position_idx" ON "ProductVariant"("productId", "position");
CREATE INDEX "ProductVariant_restockSendPending_idx" ON "ProductVariant"("restockSendPending");
CREATE UNIQUE INDEX "ProductVariant_websiteId_sku_key" ON "ProductVariant"("websiteId", "sku");
CREATE TABLE "new_MerchandisingContext" (
    "productId" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "scarcityEnabled" BOOLEAN NOT NULL DEFAULT false,
    "scarcityThreshold" INTEGER NOT NULL DEFAULT 5,
    "scarcityText" TEXT,
    "customSoldOutText" TEXT,
    "customSaleText" TEXT,
    "restockNotificationsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "restockSuccessMessage" TEXT,
    "restockAutoSend" BOOLEAN NOT NULL DEFAULT false,
    "mailingListSignUpEnabled" BOOLEAN NOT NULL DEFAULT false,
    "mailingListOptInByDefault" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "MerchandisingContext_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MerchandisingContext_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_MerchandisingContext" ("customSaleText", "customSoldOutText", "mailingListOptInByDefault", "mailingListSignUpEnabled", "productId", "restockNotificationsEnabled", "restockSuccessMessage", "scarcityEnabled", "scarcityText", "scarcityThreshold", "updatedAt", "websiteId") SELECT "customSaleText", "customSoldOutText", "mailingListOptInByDefault", "mailingListSignUpEnabled", "productId", "restockNotificationsEnabled", "restockSuccessMessage", "scarcityEnabled", "scarcityText", "scarcityThreshold", "updatedAt", "websiteId" FROM "MerchandisingContext";
DROP TABLE "MerchandisingContext";
ALTER TABLE "new_MerchandisingContext" RENAME TO "MerchandisingContext";
CREATE INDEX "MerchandisingContext_websiteId_idx" ON "MerchandisingContext"("websiteId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "AuditEntry_websiteId_createdAt_idx" ON "AuditEntry"("websiteId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_websiteId_entityType_entityId_createdAt_idx" ON "AuditEntry"("websiteId", "entityType", "entityId", "createdAt");

-- Existing items become searchable.
UPDATE "Item" SET "searchText" = lower("title" || ' ' || "urlSlug");
