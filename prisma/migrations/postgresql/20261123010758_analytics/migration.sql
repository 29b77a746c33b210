-- AlterTable
ALTER TABLE "Website" ADD COLUMN     "analyticsRetentionDays" INTEGER NOT NULL DEFAULT 395,
ADD COLUMN     "performanceDisabled" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "AnalyticsEvent" ADD COLUMN     "day" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "productId" TEXT;

-- AlterTable
ALTER TABLE "PerformanceRecord" ADD COLUMN     "day" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "pageType" TEXT;

-- CreateTable
CREATE TABLE "AnalyticsDailyCount" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "key" TEXT NOT NULL DEFAULT '',
    "value" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsDailyCount_pkey" PRIMARY KEY ("websiteId","day","metric","key")
);

-- CreateTable
CREATE TABLE "AnalyticsVisitorDay" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "step" TEXT NOT NULL,

    CONSTRAINT "AnalyticsVisitorDay_pkey" PRIMARY KEY ("websiteId","day","visitorId","step")
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

    CONSTRAINT "PerformanceDailyBucket_pkey" PRIMARY KEY ("websiteId","day","pageType","path","metric","bucket")
);

-- CreateTable
CREATE TABLE "JavascriptError" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "visitorId" TEXT,
    "messageKey" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "errorType" TEXT,
    "stack" TEXT,
    "url" TEXT,
    "day" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "JavascriptError_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JavascriptErrorDailyCount" (
    "websiteId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "messageKey" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JavascriptErrorDailyCount_pkey" PRIMARY KEY ("websiteId","day","messageKey")
);

-- CreateIndex
CREATE INDEX "AnalyticsVisitorDay_websiteId_visitorId_idx" ON "AnalyticsVisitorDay"("websiteId", "visitorId");

-- CreateIndex
CREATE INDEX "JavascriptError_websiteId_messageKey_createdAt_idx" ON "JavascriptError"("websiteId", "messageKey", "createdAt");

-- CreateIndex
CREATE INDEX "JavascriptError_websiteId_visitorId_idx" ON "JavascriptError"("websiteId", "visitorId");

-- CreateIndex
CREATE INDEX "JavascriptError_createdAt_idx" ON "JavascriptError"("createdAt");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_websiteId_visitorId_idx" ON "AnalyticsEvent"("websiteId", "visitorId");

-- CreateIndex
CREATE INDEX "AnalyticsEvent_createdAt_idx" ON "AnalyticsEvent"("createdAt");

-- CreateIndex
CREATE INDEX "PerformanceRecord_websiteId_analyticsId_idx" ON "PerformanceRecord"("websiteId", "analyticsId");

-- CreateIndex
CREATE INDEX "PerformanceRecord_createdAt_idx" ON "PerformanceRecord"("createdAt");

-- AddForeignKey
ALTER TABLE "AnalyticsDailyCount" ADD CONSTRAINT "AnalyticsDailyCount_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnalyticsVisitorDay" ADD CONSTRAINT "AnalyticsVisitorDay_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PerformanceDailyBucket" ADD CONSTRAINT "PerformanceDailyBucket_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JavascriptError" ADD CONSTRAINT "JavascriptError_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JavascriptErrorDailyCount" ADD CONSTRAINT "JavascriptErrorDailyCount_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;
