CREATE TABLE "activities" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"reward_amount" bigint DEFAULT 0 NOT NULL,
	"max_tracks" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_participants" (
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_participants_activity_id_user_id_pk" PRIMARY KEY("activity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "activity_referrals" (
	"invitee_user_id" bigint PRIMARY KEY NOT NULL,
	"activity_id" bigint NOT NULL,
	"inviter_user_id" bigint NOT NULL,
	"signed_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	"qualified_at" timestamp with time zone,
	"reward_amount" bigint,
	"reward_transaction_id" bigint
);
--> statement-breakpoint
CREATE TABLE "activity_tracks" (
	"activity_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"song_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_tracks_activity_id_song_id_pk" PRIMARY KEY("activity_id","song_id")
);
--> statement-breakpoint
CREATE TABLE "content_supply_leads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"artist_name" text NOT NULL,
	"offer_title" text NOT NULL,
	"revenue_share_percent" integer NOT NULL,
	"status" text DEFAULT 'INVITED' NOT NULL,
	"feedback_message" text,
	"feedback_at" timestamp with time zone,
	"bound_user_id" bigint,
	"bound_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activity_participants" ADD CONSTRAINT "activity_participants_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_referrals" ADD CONSTRAINT "activity_referrals_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_tracks" ADD CONSTRAINT "activity_tracks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_start_idx" ON "activities" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "activity_participants_user_idx" ON "activity_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "activity_referrals_inviter_idx" ON "activity_referrals" USING btree ("activity_id","inviter_user_id");--> statement-breakpoint
CREATE INDEX "activity_tracks_user_idx" ON "activity_tracks" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "content_supply_leads_email_idx" ON "content_supply_leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "content_supply_leads_bound_idx" ON "content_supply_leads" USING btree ("bound_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree (lower("email"));