-- CreateEnum
CREATE TYPE "CommentStatus" AS ENUM ('PENDING', 'APPROVED', 'HIDDEN');

-- AlterTable
ALTER TABLE "Website" ADD COLUMN     "commentsEnabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "promoPopup" JSONB,
ADD COLUMN     "simpleLikingEnabled" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "Collection" ADD COLUMN     "blocks" JSONB,
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "enabled" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "externalLink" TEXT,
ADD COLUMN     "folderId" TEXT,
ADD COLUMN     "isFolder" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "itemTemplate" TEXT,
ADD COLUMN     "listTemplate" TEXT,
ADD COLUMN     "navigation" TEXT NOT NULL DEFAULT 'MAIN',
ADD COLUMN     "passwordHash" TEXT,
ADD COLUMN     "showPastOrUpcomingEvents" TEXT,
ADD COLUMN     "typeName" TEXT NOT NULL DEFAULT 'products';

-- AlterTable
ALTER TABLE "Item" ADD COLUMN     "altText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "assetUrl" TEXT,
ADD COLUMN     "authorName" TEXT,
ADD COLUMN     "authorProfileUrl" TEXT,
ADD COLUMN     "blocks" JSONB,
ADD COLUMN     "colorData" JSONB,
ADD COLUMN     "commentState" INTEGER NOT NULL DEFAULT 1,
ADD COLUMN     "endDate" TIMESTAMP(3),
ADD COLUMN     "externalLink" TEXT,
ADD COLUMN     "focalX" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "focalY" DOUBLE PRECISION NOT NULL DEFAULT 0.5,
ADD COLUMN     "imageHeight" INTEGER,
ADD COLUMN     "imageWidth" INTEGER,
ADD COLUMN     "likeCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "location" JSONB,
ADD COLUMN     "passthrough" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "promotedBlockType" TEXT,
ADD COLUMN     "publicCommentCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sourceUrl" TEXT,
ADD COLUMN     "startDate" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ItemComment" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "authorName" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "status" "CommentStatus" NOT NULL DEFAULT 'PENDING',
    "visitorId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ItemComment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ItemLike" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "visitorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ItemLike_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TemplateProblem" (
    "id" TEXT NOT NULL,
    "websiteId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "line" INTEGER NOT NULL,
    "column" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TemplateProblem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ItemComment_itemId_status_createdAt_idx" ON "ItemComment"("itemId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "ItemComment_websiteId_status_createdAt_idx" ON "ItemComment"("websiteId", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ItemLike_itemId_visitorId_key" ON "ItemLike"("itemId", "visitorId");

-- CreateIndex
CREATE INDEX "TemplateProblem_websiteId_source_idx" ON "TemplateProblem"("websiteId", "source");

-- CreateIndex
CREATE INDEX "Item_collectionId_position_idx" ON "Item"("collectionId", "position");

-- CreateIndex
CREATE INDEX "Item_collectionId_startDate_idx" ON "Item"("collectionId", "startDate");

-- AddForeignKey
ALTER TABLE "Collection" ADD CONSTRAINT "Collection_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "Collection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemComment" ADD CONSTRAINT "ItemComment_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemComment" ADD CONSTRAINT "ItemComment_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemLike" ADD CONSTRAINT "ItemLike_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ItemLike" ADD CONSTRAINT "ItemLike_itemId_fkey" FOREIGN KEY ("itemId") REFERENCES "Item"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TemplateProblem" ADD CONSTRAINT "TemplateProblem_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website"("id") ON DELETE CASCADE ON UPDATE CASCADE;
