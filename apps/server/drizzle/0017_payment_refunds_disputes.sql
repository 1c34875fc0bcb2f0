CREATE TYPE "public"."commission_reversal_reason" AS ENUM('partially_refunded', 'refunded', 'dispute_lost');--> statement-breakpoint
CREATE TYPE "public"."dispute_status" AS ENUM('open', 'won', 'lost');--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'partially_refunded';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'disputed';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'dispute_lost';--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reversed_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD COLUMN "reversal_reason" "commission_reversal_reason";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_status" "dispute_status";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_reversed_within_amount" CHECK ("commissions"."reversed_amount" >= 0 AND "commissions"."reversed_amount" <= "commissions"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_nonnegative" CHECK ("payments"."refunded_centavos" >= 0);