-- CreateEnum
CREATE TYPE "PublishStatus" AS ENUM ('DRAFT', 'NEEDS_REVIEW', 'PRIVATE', 'PUBLISHED');

-- AlterTable
ALTER TABLE "Item" ADD COLUMN     "searchText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "status" "PublishStatus" NOT NULL DEFAULT 'PUBLISHED';

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "archivedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "ProductVariant" ADD COLUMN     "restockSendPending" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "MerchandisingContext" ADD COLUMN     "restockAutoSend" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "ownerAccountId" TEXT,
    "actor" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_websiteId_createdAt_idx" ON "AuditEntry"("websiteId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditEntry_websiteId_entityType_entityId_createdAt_idx" ON "AuditEntry"("websiteId", "entityType", "entityId", "createdAt");

-- CreateIndex
CREATE INDEX "ProductVariant_restockSendPending_idx" ON "ProductVariant"("restockSendPending");

-- AddForeignKey
ALTER TABLE "AuditEntry" ADD CONSTRAINT "AuditEntry_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing items become searchable.
UPDATE "Item" SET "searchText" = lower("title" || ' ' || "urlSlug");
