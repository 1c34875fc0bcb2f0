CREATE TYPE "public"."payment_method" AS ENUM('card', 'oxxo', 'spei');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" "payment_method";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_action" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installments" smallint;--> statement-breakpoint
-- Payments made before this migration were all cards.
UPDATE "payments" SET "method" = 'card' WHERE "status" = 'succeeded' AND "amount" > 0;
