-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "fromPriceCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "highestPriceCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "inStock" BOOLEAN NOT NULL DEFAULT true;

-- Listing facts (docs/catalog.md "Listing facts"): each product's lowest and highest effective price and whether it is
-- in stock, as domain/availability.ts computes them, kept by the database with every write of a product's variants
-- and of its type. Written before the indexes, so that the backfill does not update them row by row.
CREATE FUNCTION "refresh_product_listing_facts"(product_ids TEXT[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "Product" AS p
     SET "fromPriceCents" = f."fromPriceCents", "highestPriceCents" = f."highestPriceCents", "inStock" = f."inStock"
    FROM (
      SELECT p2."id",
             COALESCE(MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END), 0) AS "fromPriceCents",
             COALESCE(MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END), 0) AS "highestPriceCents",
             (p2."productType" NOT IN (1, 3) OR COALESCE(BOOL_OR(v."unlimited" OR v."qtyInStock" > 0), false)) AS "inStock"
        FROM "Product" AS p2 LEFT JOIN "ProductVariant" AS v ON v."productId" = p2."id"
       WHERE p2."id" = ANY (product_ids)
       GROUP BY p2."id", p2."productType"
    ) AS f
   WHERE p."id" = f."id"
     -- Only a product whose facts change is written (and locked): a sale that leaves stock above 0 touches no product.
     AND (p."fromPriceCents", p."highestPriceCents", p."inStock") IS DISTINCT FROM (f."fromPriceCents", f."highestPriceCents", f."inStock");
$$;

CREATE FUNCTION "variants_changed_listing_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "refresh_product_listing_facts"(ARRAY(SELECT DISTINCT "productId" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "refresh_product_listing_facts"(ARRAY(SELECT DISTINCT "productId" FROM old_rows));
  ELSE
    PERFORM "refresh_product_listing_facts"(ARRAY(SELECT "productId" FROM new_rows UNION SELECT "productId" FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "ProductVariant_listing_facts_insert" AFTER INSERT ON "ProductVariant"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_changed_listing_facts"();
CREATE TRIGGER "ProductVariant_listing_facts_update" AFTER UPDATE ON "ProductVariant"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_changed_listing_facts"();
CREATE TRIGGER "ProductVariant_listing_facts_delete" AFTER DELETE ON "ProductVariant"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "variants_changed_listing_facts"();

CREATE FUNCTION "product_type_changed_listing_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_product_listing_facts"(ARRAY[NEW."id"]);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Product_listing_facts_type" AFTER UPDATE OF "productType" ON "Product"
  FOR EACH ROW WHEN (OLD."productType" IS DISTINCT FROM NEW."productType") EXECUTE FUNCTION "product_type_changed_listing_facts"();

-- A new product has no variants yet: in stock unless its kind counts stock.
CREATE FUNCTION "product_created_listing_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."fromPriceCents" := 0;
  NEW."highestPriceCents" := 0;
  NEW."inStock" := NEW."productType" NOT IN (1, 3);
  RETURN NEW;
END;
$$;

CREATE TRIGGER "Product_listing_facts_insert" BEFORE INSERT ON "Product"
  FOR EACH ROW EXECUTE FUNCTION "product_created_listing_facts"();

-- The products there are, in one pass over the variants.
UPDATE "Product" AS p
   SET "fromPriceCents" = f."fromPriceCents", "highestPriceCents" = f."highestPriceCents", "inStock" = f."inStock"
  FROM (
    SELECT p2."id",
           COALESCE(MIN(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END), 0) AS "fromPriceCents",
           COALESCE(MAX(CASE WHEN v."onSale" THEN v."salePriceCents" ELSE v."priceCents" END), 0) AS "highestPriceCents",
           (p2."productType" NOT IN (1, 3) OR COALESCE(BOOL_OR(v."unlimited" OR v."qtyInStock" > 0), false)) AS "inStock"
      FROM "Product" AS p2 LEFT JOIN "ProductVariant" AS v ON v."productId" = p2."id"
     GROUP BY p2."id", p2."productType"
  ) AS f
 WHERE p."id" = f."id";

-- CreateIndex
CREATE INDEX "Product_websiteId_collectionId_fromPriceCents_position_id_idx" ON "Product"("websiteId", "collectionId", "fromPriceCents", "position", "id");

-- CreateIndex
CREATE INDEX "Product_collectionId_productType_idx" ON "Product"("collectionId", "productType");

-- CreateIndex
CREATE INDEX "Product_collectionId_highestPriceCents_idx" ON "Product"("collectionId", "highestPriceCents");

-- CreateIndex
CREATE INDEX "Product_websiteId_createdAt_idx" ON "Product"("websiteId", "createdAt");

-- CreateIndex
CREATE INDEX "ProductVariant_mainImageId_idx" ON "ProductVariant"("mainImageId");

-- CreateIndex
CREATE INDEX "OrderLine_itemId_idx" ON "OrderLine"("itemId");
