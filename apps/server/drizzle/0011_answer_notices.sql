CREATE TYPE "public"."answer_notices" AS ENUM('each', 'daily', 'off');--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "answer_notices" "answer_notices" DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notices_language" text DEFAULT 'es' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "answers_noticed_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "weddings" ADD COLUMN "deadline_reminded_for" date;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_notices_language" CHECK ("clients"."notices_language" in ('es', 'en'));