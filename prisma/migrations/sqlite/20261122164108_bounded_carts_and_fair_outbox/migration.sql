-- Add-To-Cart-Id claims are only replay records of recent adds: older ones (without a caller) are dropped.
DELETE FROM "CartAddRequest";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CartAddRequest" (
    "websiteId" TEXT NOT NULL,
    "callerKey" TEXT NOT NULL,
    "addToCartId" TEXT NOT NULL,
    "cartId" TEXT,
    "entryId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("websiteId", "callerKey", "addToCartId"),
    CONSTRAINT "CartAddRequest_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CartAddRequest" ("addToCartId", "cartId", "createdAt", "entryId", "websiteId") SELECT "addToCartId", "cartId", "createdAt", "entryId", "websiteId" FROM "CartAddRequest";
DROP TABLE "CartAddRequest";
ALTER TABLE "new_CartAddRequest" RENAME TO "CartAddRequest";
CREATE INDEX "CartAddRequest_createdAt_idx" ON "CartAddRequest"("createdAt");
CREATE TABLE "new_OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "turn" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'PENDING',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimedAt" DATETIME,
    "claimedBy" TEXT,
    "sentAt" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OutboxMessage_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OutboxMessage" ("attempts", "claimedAt", "claimedBy", "createdAt", "id", "kind", "lastError", "nextAttemptAt", "payload", "sentAt", "status", "websiteId") SELECT "attempts", "claimedAt", "claimedBy", "createdAt", "id", "kind", "lastError", "nextAttemptAt", "payload", "sentAt", "status", "websiteId" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE INDEX "OutboxMessage_status_turn_nextAttemptAt_idx" ON "OutboxMessage"("status", "turn", "nextAttemptAt");
CREATE INDEX "OutboxMessage_status_claimedAt_idx" ON "OutboxMessage"("status", "claimedAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
