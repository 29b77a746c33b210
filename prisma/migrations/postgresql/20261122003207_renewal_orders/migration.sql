-- AlterTable
ALTER TABLE "Order" ALTER COLUMN "purchasedCartId" DROP NOT NULL;
