-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "customerName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone" TEXT;

-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "customerName" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "phone" TEXT;
