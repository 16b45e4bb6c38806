CREATE TABLE "discovery_mode_accounts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"rate_reduction" smallint NOT NULL,
	"opted_in_at" timestamp with time zone,
	"updated_by_user_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_mode_tracks" (
	"track_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_application_tracks" (
	"application_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"risk_reason" text,
	"flagged_at" timestamp with time zone,
	CONSTRAINT "promo_application_tracks_application_id_track_id_pk" PRIMARY KEY("application_id","track_id")
);
--> statement-breakpoint
CREATE TABLE "promo_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"status" text DEFAULT 'TO_BE_PROMOTED' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"operator_note" text DEFAULT '' NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promo_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_type" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"slots" integer NOT NULL,
	"territories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discovery_mode_accounts" ADD CONSTRAINT "discovery_mode_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_mode_tracks" ADD CONSTRAINT "discovery_mode_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_application_tracks" ADD CONSTRAINT "promo_application_tracks_application_id_promo_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promo_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_application_tracks" ADD CONSTRAINT "promo_application_tracks_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_applications" ADD CONSTRAINT "promo_applications_campaign_id_promo_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."promo_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_applications" ADD CONSTRAINT "promo_applications_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_mode_tracks_user_idx" ON "discovery_mode_tracks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_application_tracks_campaign_track_key" ON "promo_application_tracks" USING btree ("campaign_id","track_id");--> statement-breakpoint
CREATE INDEX "promo_application_tracks_owner_idx" ON "promo_application_tracks" USING btree ("owner_user_id","track_id");--> statement-breakpoint
CREATE INDEX "promo_applications_owner_idx" ON "promo_applications" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "promo_applications_campaign_idx" ON "promo_applications" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "promo_campaigns_end_idx" ON "promo_campaigns" USING btree ("end_at");