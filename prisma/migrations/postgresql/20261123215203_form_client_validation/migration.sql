-- AlterTable
ALTER TABLE "CustomForm" ADD COLUMN     "clientValidation" BOOLEAN NOT NULL DEFAULT true;
