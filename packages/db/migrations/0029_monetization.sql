CREATE TABLE "monetization_features" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_user_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monetization_opt_ins" (
	"track_id" bigint NOT NULL,
	"programme" text NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"state" text NOT NULL,
	"tier" smallint,
	"opted_in_at" timestamp with time zone,
	"updated_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monetization_opt_ins_track_id_programme_pk" PRIMARY KEY("track_id","programme")
);
--> statement-breakpoint
CREATE TABLE "oac_merge_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"channel_id" text NOT NULL,
	"channel_title" text NOT NULL,
	"artist_name" text NOT NULL,
	"release_id" bigint NOT NULL,
	"status" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_by_user_id" bigint NOT NULL,
	"decided_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monetization_features" ADD CONSTRAINT "monetization_features_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monetization_opt_ins" ADD CONSTRAINT "monetization_opt_ins_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oac_merge_requests" ADD CONSTRAINT "oac_merge_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monetization_opt_ins_owner_idx" ON "monetization_opt_ins" USING btree ("owner_user_id","programme");--> statement-breakpoint
CREATE INDEX "oac_merge_requests_user_idx" ON "oac_merge_requests" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "oac_merge_requests_pending_key" ON "oac_merge_requests" USING btree ("user_id") WHERE "oac_merge_requests"."status" in (2, 3);--> statement-breakpoint
CREATE INDEX "oac_merge_requests_queue_idx" ON "oac_merge_requests" USING btree ("status","created_at");