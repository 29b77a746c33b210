-- AlterTable
ALTER TABLE "CustomForm" ADD COLUMN "notifySubject" TEXT;
