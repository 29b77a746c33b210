-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Product" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "websiteId" TEXT NOT NULL,
    "collectionId" TEXT NOT NULL,
    "productType" INTEGER NOT NULL,
    "variantOptionOrdering" JSONB NOT NULL,
    "isSubscribable" BOOLEAN NOT NULL DEFAULT false,
    "additionalFieldsFormId" TEXT,
    "useCustomAddButtonText" BOOLEAN NOT NULL DEFAULT false,
    "customAddButtonText" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "archivedAt" DATETIME,
    "fromPriceCents" INTEGER NOT NULL DEFAULT 0,
    "highestPriceCents" INTEGER NOT NULL DEFAULT 0,
    "inStock" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_websiteId_fkey" FOREIGN KEY ("websiteId") REFERENCES "Website" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_id_fkey" FOREIGN KEY ("id") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_collectionId_fkey" FOREIGN KEY ("collectionId") REFERENCES "Collection" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Product_additionalFieldsFormId_fkey" FOREIGN KEY ("additionalFieldsFormId") REFERENCES "CustomForm" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Product" ("additionalFieldsFormId", "archivedAt", "collectionId", "createdAt", "customAddButtonText", "id", "isSubscribable", "position", "productType", "updatedAt", "useCustomAddButtonText", "variantOptionOrdering", "websiteId") SELECT "additionalFieldsFormId", "archivedAt", "collectionId", "createdAt", "customAddButtonText", "id", "isSubscribable", "position", "productType", "updatedAt", "useCustomAddButtonText", "variantOptionOrdering", "websiteId" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE INDEX "Product_websiteId_collectionId_position_idx" ON "Product"("websiteId", "collectionId", "position");
CREATE INDEX "Product_websiteId_collectionId_fromPriceCents_position_id_idx" ON "Product"("websiteId", "collectionId", "fromPriceCents", "position", "id");
CREATE INDEX "Product_collectionId_productType_idx" ON "Product"("collectionId", "productType");
CREATE INDEX "Product_collectionId_highestPriceCents_idx" ON "Product"("collectionId", "highestPriceCents");
CREATE INDEX "Product_websiteId_createdAt_idx" ON "Product"("websiteId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ProductVariant_mainImageId_idx" ON "ProductVariant"("mainImageId");

-- CreateIndex
CREATE INDEX "OrderLine_itemId_idx" ON "OrderLine"("itemId");

-- Listing facts (docs/catalog.md "Listing facts"): each product's lowest and highest effective price and whether it is
-- in stock, as domain/availability.ts computes them, kept by the database with every write of a product's variants
-- and of its type. Each trigger reads only the variants of the products the write touched (their productId index).
CREATE TRIGGER "ProductVariant_listing_facts_insert" AFTER INSERT ON "ProductVariant" BEGIN
  UPDATE "Product" SET
    "fromPriceCents" = COALESCE((SELECT MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                   FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "highestPriceCents" = COALESCE((SELECT MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                      FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "inStock" = ("productType" NOT IN (1, 3) OR EXISTS (SELECT 1 FROM "ProductVariant" AS v
                   WHERE v."productId" = "Product"."id" AND (v."unlimited" OR v."qtyInStock" > 0)))
  WHERE "id" = NEW."productId";
END;

CREATE TRIGGER "ProductVariant_listing_facts_update"
  AFTER UPDATE OF "priceCents", "salePriceCents", "onSale", "qtyInStock", "unlimited", "productId" ON "ProductVariant" BEGIN
  UPDATE "Product" SET
    "fromPriceCents" = COALESCE((SELECT MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                   FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "highestPriceCents" = COALESCE((SELECT MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                      FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "inStock" = ("productType" NOT IN (1, 3) OR EXISTS (SELECT 1 FROM "ProductVariant" AS v
                   WHERE v."productId" = "Product"."id" AND (v."unlimited" OR v."qtyInStock" > 0)))
  WHERE "id" IN (NEW."productId", OLD."productId");
END;

CREATE TRIGGER "ProductVariant_listing_facts_delete" AFTER DELETE ON "ProductVariant" BEGIN
  UPDATE "Product" SET
    "fromPriceCents" = COALESCE((SELECT MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                   FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "highestPriceCents" = COALESCE((SELECT MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                      FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "inStock" = ("productType" NOT IN (1, 3) OR EXISTS (SELECT 1 FROM "ProductVariant" AS v
                   WHERE v."productId" = "Product"."id" AND (v."unlimited" OR v."qtyInStock" > 0)))
  WHERE "id" = OLD."productId";
END;

CREATE TRIGGER "Product_listing_facts_type" AFTER UPDATE OF "productType" ON "Product" BEGIN
  UPDATE "Product" SET
    "fromPriceCents" = COALESCE((SELECT MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                   FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "highestPriceCents" = COALESCE((SELECT MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                      FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "inStock" = ("productType" NOT IN (1, 3) OR EXISTS (SELECT 1 FROM "ProductVariant" AS v
                   WHERE v."productId" = "Product"."id" AND (v."unlimited" OR v."qtyInStock" > 0)))
  WHERE "id" = NEW."id";
END;

-- A new product has no variants yet: in stock unless its kind counts stock.
CREATE TRIGGER "Product_listing_facts_insert" AFTER INSERT ON "Product" BEGIN
  UPDATE "Product" SET "fromPriceCents" = 0, "highestPriceCents" = 0, "inStock" = ("productType" NOT IN (1, 3))
  WHERE "id" = NEW."id";
END;

-- The products there are.
  UPDATE "Product" SET
    "fromPriceCents" = COALESCE((SELECT MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                   FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "highestPriceCents" = COALESCE((SELECT MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END)
                                      FROM "ProductVariant" AS v WHERE v."productId" = "Product"."id"), 0),
    "inStock" = ("productType" NOT IN (1, 3) OR EXISTS (SELECT 1 FROM "ProductVariant" AS v
                   WHERE v."productId" = "Product"."id" AND (v."unlimited" OR v."qtyInStock" > 0)));
