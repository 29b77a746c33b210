-- CreateTable
CREATE TABLE "CartAddRequest" (
    "websiteId" TEXT NOT NULL,
    "addToCartId" TEXT NOT NULL,
    "cartId" TEXT NOT NULL,
    "entryId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartAddRequest_pkey" PRIMARY KEY ("websiteId","addToCartId")
);

-- CreateIndex
CREATE INDEX "CartAddRequest_createdAt_idx" ON "CartAddRequest"("createdAt");

-- AddForeignKey
ALTER TABLE "CartAddRequest" ADD CONSTRAINT "CartAddRequest_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;
