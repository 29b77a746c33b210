-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OwnerRole" (
    "ownerId" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "roleCode" INTEGER NOT NULL,
    "grantedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("ownerId", "websiteId"),
    CONSTRAINT "OwnerRole_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "OwnerAccount" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OwnerRole_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OwnerRole" ("ownerId", "roleCode", "websiteId") SELECT "ownerId", "roleCode", "websiteId" FROM "OwnerRole";
DROP TABLE "OwnerRole";
ALTER TABLE "new_OwnerRole" RENAME TO "OwnerRole";
CREATE INDEX "OwnerRole_websiteId_idx" ON "OwnerRole"("websiteId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
