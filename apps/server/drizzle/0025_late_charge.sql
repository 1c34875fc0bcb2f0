CREATE TYPE "public"."late_charge" AS ENUM('applied', 'refund_due', 'refunded');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "late_charge" "late_charge";