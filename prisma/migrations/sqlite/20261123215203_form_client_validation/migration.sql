-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CustomForm" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'CONTACT',
    "submissionMessage" TEXT NOT NULL DEFAULT '',
    "successRedirect" TEXT,
    "disclaimer" TEXT,
    "postSubmitHtml" TEXT,
    "captchaRequired" BOOLEAN NOT NULL DEFAULT false,
    "clientValidation" BOOLEAN NOT NULL DEFAULT true,
    "notifyEmail" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "CustomForm_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CustomForm" ("captchaRequired", "createdAt", "disclaimer", "id", "kind", "name", "notifyEmail", "postSubmitHtml", "submissionMessage", "successRedirect", "updatedAt", "websiteId") SELECT "captchaRequired", "createdAt", "disclaimer", "id", "kind", "name", "notifyEmail", "postSubmitHtml", "submissionMessage", "successRedirect", "updatedAt", "websiteId" FROM "CustomForm";
DROP TABLE "CustomForm";
ALTER TABLE "new_CustomForm" RENAME TO "CustomForm";
CREATE INDEX "CustomForm_websiteId_idx" ON "CustomForm"("websiteId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
