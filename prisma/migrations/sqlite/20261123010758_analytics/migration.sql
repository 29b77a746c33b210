-- CreateTable
CREATE TABLE "AnalyticsDailyCount" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "key" TEXT NOT NULL DEFAULT '',
    "value" BIGINT NOT NULL DEFAULT 0,

    PRIMARY KEY ("websiteId", "day", "metric", "key"),
    CONSTRAINT "AnalyticsDailyCount_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AnalyticsVisitorDay" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "step" TEXT NOT NULL,

    PRIMARY KEY ("websiteId", "day", "visitorId", "step"),
    CONSTRAINT "AnalyticsVisitorDay_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PerformanceDailyBucket" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "pageType" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("websiteId", "day", "pageType", "path", "metric", "bucket"),
    CONSTRAINT "PerformanceDailyBucket_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JavascriptError" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "visitorId" TEXT,
    "messageKey" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "errorType" TEXT,
    "stack" TEXT,
    "url" TEXT,
    "day" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "JavascriptError_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "JavascriptErrorDailyCount" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "messageKey" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "lastSeenAt" DATETIME NOT NULL,

    PRIMARY KEY ("websiteId", "day", "messageKey"),
    CONSTRAINT "JavascriptErrorDailyCount_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
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
    "performanceDisabled" BOOLEAN NOT NULL DEFAULT false,
    "analyticsRetentionDays" INTEGER NOT NULL DEFAULT 395,
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
INSERT INTO "new_Website" ("afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "commentsEnabled", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "orderSequence", "promoPopup", "reviewsEnabled", "simpleLikingEnabled", "timeZone", "updatedAt") SELECT "afterPayEnabled", "afterPayMaxCents", "afterPayMinCents", "analyticsDisabled", "captchaEnterprise", "captchaSecret", "captchaSiteKey", "checkoutMinimumCents", "commentsEnabled", "country", "createdAt", "currency", "expressCheckout", "id", "language", "multipleQuantityAllowedForServices", "name", "orderSequence", "promoPopup", "reviewsEnabled", "simpleLikingEnabled", "timeZone", "updatedAt" FROM "Website";
DROP TABLE "Website";
ALTER TABLE "new_Website" RENAME TO "Website";
CREATE TABLE "new_AnalyticsEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "visitorId" TEXT,
    "family" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "pageType" TEXT,
    "path" TEXT,
    "productId" TEXT,
    "day" TEXT NOT NULL DEFAULT '',
    "payload" JSONB,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "AnalyticsEvent_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_AnalyticsEvent" ("createdAt", "family", "id", "name", "pageType", "path", "payload", "visitorId", "websiteId") SELECT "createdAt", "family", "id", "name", "pageType", "path", "payload", "visitorId", "websiteId" FROM "AnalyticsEvent";
DROP TABLE "AnalyticsEvent";
ALTER TABLE "new_AnalyticsEvent" RENAME TO "AnalyticsEvent";
CREATE INDEX "AnalyticsEvent_websiteId_family_createdAt_idx" ON "AnalyticsEvent"("websiteId", "family", "createdAt");
CREATE INDEX "AnalyticsEvent_websiteId_visitorId_idx" ON "AnalyticsEvent"("websiteId", "visitorId");
CREATE INDEX "AnalyticsEvent_createdAt_idx" ON "AnalyticsEvent"("createdAt");
CREATE TABLE "new_PerformanceRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "analyticsId" TEXT,
    "marketingId" TEXT,
    "memberId" TEXT,
    "pageLoadId" TEXT,
    "event" TEXT NOT NULL,
    "version" TEXT,
    "hostname" TEXT,
    "pathname" TEXT,
    "pageType" TEXT,
    "day" TEXT NOT NULL DEFAULT '',
    "data" JSONB NOT NULL,
    "ts" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PerformanceRecord_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_PerformanceRecord" ("analyticsId", "createdAt", "data", "event", "hostname", "id", "marketingId", "memberId", "pageLoadId", "pathname", "ts", "version", "websiteId") SELECT "analyticsId", "createdAt", "data", "event", "hostname", "id", "marketingId", "memberId", "pageLoadId", "pathname", "ts", "version", "websiteId" FROM "PerformanceRecord";
DROP TABLE "PerformanceRecord";
ALTER TABLE "new_PerformanceRecord" RENAME TO "PerformanceRecord";
CREATE INDEX "PerformanceRecord_websiteId_event_ts_idx" ON "PerformanceRecord"("websiteId", "event", "ts");
CREATE INDEX "PerformanceRecord_websiteId_analyticsId_idx" ON "PerformanceRecord"("websiteId", "analyticsId");
CREATE INDEX "PerformanceRecord_createdAt_idx" ON "PerformanceRecord"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "AnalyticsVisitorDay_websiteId_visitorId_idx" ON "AnalyticsVisitorDay"("websiteId", "visitorId");

-- CreateIndex
CREATE INDEX "JavascriptError_websiteId_messageKey_createdAt_idx" ON "JavascriptError"("websiteId", "messageKey", "createdAt");

-- CreateIndex
CREATE INDEX "JavascriptError_websiteId_visitorId_idx" ON "JavascriptError"("websiteId", "visitorId");

-- CreateIndex
CREATE INDEX "JavascriptError_createdAt_idx" ON "JavascriptError"("createdAt");
