-- CreateTable
CREATE TABLE "CartAddRequest" (
    "websiteId" TEXT NOT NULL,
    "addToCartId" TEXT NOT NULL,
    "cartId" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("websiteId", "addToCartId"),
    CONSTRAINT "CartAddRequest_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "CartAddRequest_createdAt_idx" ON "CartAddRequest"("createdAt");
