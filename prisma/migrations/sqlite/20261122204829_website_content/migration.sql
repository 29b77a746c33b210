-- CreateTable
CREATE TABLE "ItemComment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "visitorId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ItemComment_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ItemComment_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ItemLike" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ItemLike_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ItemLike_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "TemplateProblem" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "column" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "TemplateProblem_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
    "commentsEnabled" BOOLEAN NOT NULL DEFAULT true,
    "simpleLikingEnabled" BOOLEAN NOT NULL DEFAULT true,
    "promoPopup" JSONB,
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
INSERT INTO "new_Website" ("afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "orderSequence", "reviewsEnabled", "timeZone", "updatedAt") SELECT "afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "orderSequence", "reviewsEnabled", "timeZone", "updatedAt" FROM "Website";
DROP TABLE "Website";
ALTER TABLE "new_Website" RENAME TO "Website";
CREATE TABLE "new_Collection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "urlSlug" TEXT NOT NULL,
    "type" INTEGER NOT NULL DEFAULT 13,
    "typeName" TEXT NOT NULL DEFAULT 'products',
    "folderBehavior" INTEGER,
    "isFolder" BOOLEAN NOT NULL DEFAULT false,
    "folderId" TEXT,
    "navigation" TEXT NOT NULL DEFAULT 'MAIN',
    "position" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "passwordHash" TEXT,
    "description" TEXT NOT NULL DEFAULT '',
    "blocks" JSONB,
    "externalLink" TEXT,
    "showPastOrUpcomingEvents" TEXT,
    "listTemplate" TEXT,
    "itemTemplate" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Collection_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Collection_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Collection" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Collection" ("createdAt", "folderBehavior", "id", "position", "title", "type", "updatedAt", "urlSlug", "websiteId") SELECT "createdAt", "folderBehavior", "id", "position", "title", "type", "updatedAt", "urlSlug", "websiteId" FROM "Collection";
DROP TABLE "Collection";
ALTER TABLE "new_Collection" RENAME TO "Collection";
CREATE INDEX "Collection_websiteId_position_idx" ON "Collection"("websiteId", "position");
CREATE UNIQUE INDEX "Collection_websiteId_urlSlug_key" ON "Collection"("websiteId", "urlSlug");
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
    "blocks" JSONB,
    "position" INTEGER NOT NULL DEFAULT 0,
    "assetUrl" TEXT,
    "imageWidth" INTEGER,
    "imageHeight" INTEGER,
    "altText" TEXT NOT NULL DEFAULT '',
    "focalX" REAL NOT NULL DEFAULT 0.5,
    "focalY" REAL NOT NULL DEFAULT 0.5,
    "colorData" JSONB,
    "externalLink" TEXT,
    "passthrough" BOOLEAN NOT NULL DEFAULT false,
    "sourceUrl" TEXT,
    "promotedBlockType" TEXT,
    "commentState" INTEGER NOT NULL DEFAULT 1,
    "publicCommentCount" INTEGER NOT NULL DEFAULT 0,
    "likeCount" INTEGER NOT NULL DEFAULT 0,
    "startDate" DATETIME,
    "endDate" DATETIME,
    "location" JSONB,
    "authorName" TEXT,
    "authorProfileUrl" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Item_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Item_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Item" ("body", "collectionId", "createdAt", "excerpt", "id", "publishOn", "recordType", "searchText", "status", "title", "updatedAt", "urlSlug", "websiteId") SELECT "body", "collectionId", "createdAt", "excerpt", "id", "publishOn", "recordType", "searchText", "status", "title", "updatedAt", "urlSlug", "websiteId" FROM "Item";
DROP TABLE "Item";
ALTER TABLE "new_Item" RENAME TO "Item";
CREATE INDEX "Item_websiteId_collectionId_publishOn_idx" ON "Item"("websiteId", "collectionId", "publishOn");
CREATE INDEX "Item_collectionId_position_idx" ON "Item"("collectionId", "position");
CREATE INDEX "Item_collectionId_startDate_idx" ON "Item"("collectionId", "startDate");
CREATE UNIQUE INDEX "Item_collectionId_urlSlug_key" ON "Item"("collectionId", "urlSlug");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ItemComment_itemId_status_createdAt_idx" ON "ItemComment"("itemId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ItemComment_websiteId_status_createdAt_idx" ON "ItemComment"("websiteId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ItemLike_itemId_visitorId_key" ON "ItemLike"("itemId", "visitorId");

-- CreateIndex
CREATE INDEX "TemplateProblem_websiteId_source_idx" ON "TemplateProblem"("websiteId", "source");
