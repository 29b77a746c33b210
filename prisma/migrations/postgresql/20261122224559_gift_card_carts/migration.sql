-- AlterEnum
ALTER TYPE "CartKind" ADD VALUE 'GIFT_CARD';
