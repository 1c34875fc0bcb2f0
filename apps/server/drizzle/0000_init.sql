CREATE TYPE "public"."account_kind" AS ENUM('client', 'admin', 'promoter');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('verification', 'reset');--> statement-breakpoint
CREATE TYPE "public"."dress_code_icon_type" AS ENUM('dress', 'suit');--> statement-breakpoint
CREATE TYPE "public"."image_type" AS ENUM('coverImage', 'galleryImage', 'eventImage');--> statement-breakpoint
CREATE TYPE "public"."parent_of" AS ENUM('bride', 'groom');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."promo_code_type" AS ENUM('percentage', 'amount');--> statement-breakpoint
CREATE TYPE "public"."theme_origin" AS ENUM('default', 'public', 'prompt');--> statement-breakpoint
CREATE TYPE "public"."theme_status" AS ENUM('published', 'draft');--> statement-breakpoint
CREATE TABLE "admins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"name" text,
	"last_name" text,
	"verified" boolean DEFAULT false NOT NULL,
	"external_auth" text,
	"google_subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_google_subject_unique" UNIQUE("google_subject")
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_kind" "account_kind" NOT NULL,
	"email" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "promoters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promoters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accommodations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accommodations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"address" text,
	"address_link" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dress_code_icons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dress_code_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"type" "dress_code_icon_type" NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dress_code_icons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "event_guests" (
	"event_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_guests_event_id_guest_id_pk" PRIMARY KEY("event_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"place" text,
	"address" text,
	"address_link" text,
	"datetime" timestamp with time zone,
	"show_add_to_calendar" boolean DEFAULT true NOT NULL,
	"only_adults" boolean DEFAULT false NOT NULL,
	"is_exclusive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_registries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_registries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "image_type" NOT NULL,
	"wedding_id" integer,
	"event_id" integer,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"aspect_ratio" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "images_one_owner" CHECK (("images"."type" = 'eventImage' AND "images"."event_id" IS NOT NULL AND "images"."wedding_id" IS NULL) OR ("images"."type" <> 'eventImage' AND "images"."wedding_id" IS NOT NULL AND "images"."event_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"first_message" text,
	"second_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_wedding_unique" UNIQUE("wedding_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"datetime" timestamp with time zone,
	"icon_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_icons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_icons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_id" integer NOT NULL,
	"name" text NOT NULL,
	"show_if_past_away" boolean DEFAULT false NOT NULL,
	"parent_of" "parent_of" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "songs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "songs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"play_automatically" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "songs_wedding_unique" UNIQUE("wedding_id"),
	CONSTRAINT "songs_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"last_name" text,
	"phone" text,
	"max_guests_allowed" integer DEFAULT 1 NOT NULL,
	"special_message" text,
	"confirmation" boolean,
	"confirmed_guests" integer,
	"food_restrictions" text,
	"message" text,
	"sent" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_code_unique" UNIQUE("code"),
	CONSTRAINT "guests_max_guests_positive" CHECK ("guests"."max_guests_allowed" >= 1),
	CONSTRAINT "guests_confirmed_guests_range" CHECK ("guests"."confirmed_guests" IS NULL OR ("guests"."confirmed_guests" >= 0 AND "guests"."confirmed_guests" <= "guests"."max_guests_allowed"))
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "commissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"promo_code_id" integer NOT NULL,
	"promoter_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"percentage" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commissions_payment_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotency_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"client_id" integer,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_scope_key_unique" UNIQUE("scope","key")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer,
	"invitation_plan_id" integer NOT NULL,
	"previous_plan_id" integer,
	"promo_code_id" integer,
	"amount" integer NOT NULL,
	"original_amount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_stripe_payment_intent_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "payments_amount_nonnegative" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoter_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" "promo_code_type" NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"commission" numeric(5, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_value_nonnegative" CHECK ("promo_codes"."value" >= 0),
	CONSTRAINT "promo_codes_used_count_nonnegative" CHECK ("promo_codes"."used_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invitation_plan_features" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_plan_features_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invitation_plan_id" integer NOT NULL,
	"slug" text NOT NULL,
	"max" integer,
	"feature" text NOT NULL,
	"feature_eng" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_plan_features_plan_slug_unique" UNIQUE("invitation_plan_id","slug")
);
--> statement-breakpoint
CREATE TABLE "invitation_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_eng" text NOT NULL,
	"description" text NOT NULL,
	"description_eng" text NOT NULL,
	"price_mxn" integer NOT NULL,
	"old_price_mxn" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_plans_name_unique" UNIQUE("name"),
	CONSTRAINT "invitation_plans_price_nonnegative" CHECK ("invitation_plans"."price_mxn" >= 0)
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "themes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"wedding_id" integer,
	"name" text NOT NULL,
	"status" "theme_status" DEFAULT 'draft' NOT NULL,
	"origin" "theme_origin",
	"is_public" boolean DEFAULT false NOT NULL,
	"ai_generated" boolean DEFAULT false NOT NULL,
	"pleased" boolean,
	"prompt" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "weddings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"deactivated_at" timestamp with time zone,
	"design_slug" text DEFAULT 'etiqueta' NOT NULL,
	"invitation_plan_id" integer,
	"trial_ends_at" timestamp with time zone,
	"has_countdown" boolean DEFAULT true NOT NULL,
	"has_event_images" boolean DEFAULT false NOT NULL,
	"has_digital_confirmation" boolean DEFAULT true NOT NULL,
	"invitation_section_enabled" boolean DEFAULT true NOT NULL,
	"dress_code_enabled" boolean DEFAULT true NOT NULL,
	"dress_code" text,
	"dress_code_details" text,
	"show_dress_code_icons" boolean DEFAULT true NOT NULL,
	"dress_icon_id" integer,
	"suit_icon_id" integer,
	"accepts_envelope" boolean DEFAULT false NOT NULL,
	"gift_registry_message" text,
	"confirmation_enabled" boolean DEFAULT true NOT NULL,
	"food_restrictions_enabled" boolean DEFAULT false NOT NULL,
	"message_enabled" boolean DEFAULT false NOT NULL,
	"show_events_section_title" boolean DEFAULT true NOT NULL,
	"show_dress_code_section_title" boolean DEFAULT true NOT NULL,
	"show_itinerary_section_title" boolean DEFAULT true NOT NULL,
	"show_gift_registry_section_title" boolean DEFAULT true NOT NULL,
	"show_confirmation_section_title" boolean DEFAULT true NOT NULL,
	"show_accommodations_section_title" boolean DEFAULT true NOT NULL,
	"show_gallery_section_title" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weddings_client_unique" UNIQUE("client_id"),
	CONSTRAINT "weddings_slug_unique" UNIQUE("slug"),
	CONSTRAINT "weddings_slug_format" CHECK ("weddings"."slug" ~ '^[a-z0-9-]{3,60}$')
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_guests" ADD CONSTRAINT "event_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_registries" ADD CONSTRAINT "gift_registries_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_events" ADD CONSTRAINT "itinerary_events_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_events" ADD CONSTRAINT "itinerary_events_icon_id_itinerary_icons_id_fk" FOREIGN KEY ("icon_id") REFERENCES "public"."itinerary_icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songs" ADD CONSTRAINT "songs_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invitation_plan_id_invitation_plans_id_fk" FOREIGN KEY ("invitation_plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_previous_plan_id_invitation_plans_id_fk" FOREIGN KEY ("previous_plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_promoter_id_promoters_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."promoters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_plan_features" ADD CONSTRAINT "invitation_plan_features_invitation_plan_id_invitation_plans_id_fk" FOREIGN KEY ("invitation_plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_invitation_plan_id_invitation_plans_id_fk" FOREIGN KEY ("invitation_plan_id") REFERENCES "public"."invitation_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_dress_icon_id_dress_code_icons_id_fk" FOREIGN KEY ("dress_icon_id") REFERENCES "public"."dress_code_icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_suit_icon_id_dress_code_icons_id_fk" FOREIGN KEY ("suit_icon_id") REFERENCES "public"."dress_code_icons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_unique" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_lower_unique" ON "clients" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "login_attempts_kind_email_time_idx" ON "login_attempts" USING btree ("account_kind","email","attempted_at");--> statement-breakpoint
CREATE INDEX "one_time_tokens_client_purpose_idx" ON "one_time_tokens" USING btree ("client_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "promoters_email_lower_unique" ON "promoters" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accommodations_wedding_idx" ON "accommodations" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "event_guests_guest_idx" ON "event_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "events_wedding_datetime_idx" ON "events" USING btree ("wedding_id","datetime");--> statement-breakpoint
CREATE INDEX "gift_registries_wedding_idx" ON "gift_registries" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "images_wedding_type_idx" ON "images" USING btree ("wedding_id","type");--> statement-breakpoint
CREATE INDEX "images_event_idx" ON "images" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "itinerary_events_wedding_datetime_idx" ON "itinerary_events" USING btree ("wedding_id","datetime");--> statement-breakpoint
CREATE INDEX "parents_invitation_idx" ON "parents" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "guests_wedding_name_idx" ON "guests" USING btree ("wedding_id","name");--> statement-breakpoint
CREATE INDEX "guests_wedding_last_name_idx" ON "guests" USING btree ("wedding_id","last_name");--> statement-breakpoint
CREATE INDEX "guests_wedding_created_idx" ON "guests" USING btree ("wedding_id","created_at");--> statement-breakpoint
CREATE INDEX "commissions_promo_code_idx" ON "commissions" USING btree ("promo_code_id");--> statement-breakpoint
CREATE INDEX "commissions_promoter_idx" ON "commissions" USING btree ("promoter_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_wedding_idx" ON "payments" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_promo_code_idx" ON "payments" USING btree ("promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_lower_unique" ON "promo_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_promoter_idx" ON "promo_codes" USING btree ("promoter_id");--> statement-breakpoint
CREATE INDEX "invitation_plan_features_plan_idx" ON "invitation_plan_features" USING btree ("invitation_plan_id");--> statement-breakpoint
CREATE INDEX "themes_wedding_idx" ON "themes" USING btree ("wedding_id");--> statement-breakpoint
CREATE INDEX "themes_public_idx" ON "themes" USING btree ("is_public");--> statement-breakpoint
CREATE UNIQUE INDEX "themes_one_published_per_wedding" ON "themes" USING btree ("wedding_id") WHERE "themes"."status" = 'published' AND "themes"."wedding_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "weddings_plan_idx" ON "weddings" USING btree ("invitation_plan_id");--> statement-breakpoint
CREATE INDEX "weddings_created_at_idx" ON "weddings" USING btree ("created_at");