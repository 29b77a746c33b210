-- CreateIndex
CREATE INDEX "Item_websiteId_urlSlug_idx" ON "Item"("websiteId", "urlSlug");
