-- Add-To-Cart-Id claims are only replay records of recent adds: older ones (without a caller) are dropped.
DELETE FROM "CartAddRequest";

-- DropIndex
DROP INDEX "OutboxMessage_status_nextAttemptAt_idx";

-- AlterTable
ALTER TABLE "CartAddRequest" DROP CONSTRAINT "CartAddRequest_pkey",
ADD COLUMN     "callerKey" TEXT NOT NULL,
ALTER COLUMN "cartId" DROP NOT NULL,
ALTER COLUMN "entryId" DROP NOT NULL,
ADD CONSTRAINT "CartAddRequest_pkey" PRIMARY KEY ("websiteId", "callerKey", "addToCartId");

-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "turn" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "OutboxMessage_status_turn_nextAttemptAt_idx" ON "OutboxMessage"("status", "turn", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "OutboxMessage_status_claimedAt_idx" ON "OutboxMessage"("status", "claimedAt");
