-- AlterTable
ALTER TABLE "Website" ADD COLUMN     "trackers" JSONB;
