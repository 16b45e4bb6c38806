CREATE TABLE "artists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"spotify_id" text,
	"apple_id" text,
	"avatar_file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identifier_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" bigint
);
--> statement-breakpoint
CREATE TABLE "release_deliveries" (
	"release_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"last_message_id" text,
	"last_message_kind" text,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"taken_down_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_deliveries_release_id_platform_id_pk" PRIMARY KEY("release_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "release_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_user_id" bigint,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"visibility" smallint DEFAULT 10 NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"upc" text,
	"album" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"draft" jsonb,
	"release_time" timestamp with time zone,
	"review_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"sequence_number" integer NOT NULL,
	"title" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"isrc" text NOT NULL,
	"full_audio_file_id" text,
	"clip_file_id" text,
	"duration_ms" integer,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_parts" (
	"upload_id" text NOT NULL,
	"part_index" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_parts_upload_id_part_index_pk" PRIMARY KEY("upload_id","part_index")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"object_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "size" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "meta" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD CONSTRAINT "release_deliveries_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_status_history" ADD CONSTRAINT "release_status_history_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_upload_id_upload_sessions_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artists_owner_idx" ON "artists" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "artists_owner_name_key" ON "artists" USING btree ("owner_user_id",lower("name")) WHERE "artists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "platform_rules_platform_idx" ON "platform_rules" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "release_status_history_release_idx" ON "release_status_history" USING btree ("release_id","id");--> statement-breakpoint
CREATE INDEX "releases_owner_status_idx" ON "releases" USING btree ("owner_user_id","status","id");--> statement-breakpoint
CREATE INDEX "releases_review_queue_idx" ON "releases" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "releases_upc_key" ON "releases" USING btree ("upc") WHERE "releases"."upc" is not null and "releases"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "tracks_release_sequence_key" ON "tracks" USING btree ("release_id","sequence_number");--> statement-breakpoint
CREATE INDEX "tracks_owner_idx" ON "tracks" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "tracks_isrc_idx" ON "tracks" USING btree ("isrc");