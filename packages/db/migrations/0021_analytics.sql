CREATE TABLE "analytics_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"object_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_matched" integer DEFAULT 0 NOT NULL,
	"rows_unmatched" integer DEFAULT 0 NOT NULL,
	"rows_invalid" integer DEFAULT 0 NOT NULL,
	"issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_day" date,
	"last_day" date,
	"error" text,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_store_days" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playlist_placements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"playlist_id" text NOT NULL,
	"playlist_name" text NOT NULL,
	"kind" text NOT NULL,
	"followers" bigint NOT NULL,
	"added_on" date NOT NULL,
	"removed_on" date,
	"import_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presave_counts" (
	"user_id" bigint NOT NULL,
	"release_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"presaves" integer NOT NULL,
	CONSTRAINT "presave_counts_release_id_store_id_day_pk" PRIMARY KEY("release_id","store_id","day")
);
--> statement-breakpoint
CREATE TABLE "short_video_rollups" (
	"user_id" bigint NOT NULL,
	"dim" smallint NOT NULL,
	"subject_id" bigint NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"key" text NOT NULL,
	"creations" bigint NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL,
	CONSTRAINT "short_video_rollups_user_id_dim_subject_id_grain_period_key_pk" PRIMARY KEY("user_id","dim","subject_id","grain","period","key")
);
--> statement-breakpoint
CREATE TABLE "stream_rollups" (
	"user_id" bigint NOT NULL,
	"dim" smallint NOT NULL,
	"subject_id" bigint NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"streams" bigint NOT NULL,
	"listeners" bigint NOT NULL,
	"saves" bigint NOT NULL,
	"playlist_adds" bigint NOT NULL,
	"skips" bigint NOT NULL,
	CONSTRAINT "stream_rollups_user_id_dim_subject_id_grain_period_store_id_key_pk" PRIMARY KEY("user_id","dim","subject_id","grain","period","store_id","key")
);
--> statement-breakpoint
CREATE TABLE "video_rollups" (
	"user_id" bigint NOT NULL,
	"dim" smallint NOT NULL,
	"subject_id" bigint NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"key" text NOT NULL,
	"views" bigint NOT NULL,
	"watch_seconds" bigint NOT NULL,
	"claims" bigint NOT NULL,
	CONSTRAINT "video_rollups_user_id_dim_subject_id_grain_period_key_pk" PRIMARY KEY("user_id","dim","subject_id","grain","period","key")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"platform_video_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"title" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_imports_content_hash_key" ON "analytics_imports" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "playlist_placements_key" ON "playlist_placements" USING btree ("store_id","playlist_id","track_id","added_on");--> statement-breakpoint
CREATE INDEX "playlist_placements_user_idx" ON "playlist_placements" USING btree ("user_id","added_on");--> statement-breakpoint
CREATE INDEX "presave_counts_user_idx" ON "presave_counts" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "short_video_rollups_period_idx" ON "short_video_rollups" USING btree ("user_id","dim","grain","period");--> statement-breakpoint
CREATE INDEX "stream_rollups_period_idx" ON "stream_rollups" USING btree ("user_id","dim","grain","period");--> statement-breakpoint
CREATE INDEX "video_rollups_period_idx" ON "video_rollups" USING btree ("user_id","dim","grain","period");--> statement-breakpoint
CREATE UNIQUE INDEX "videos_platform_video_id_key" ON "videos" USING btree ("platform_video_id");--> statement-breakpoint
CREATE INDEX "videos_user_idx" ON "videos" USING btree ("user_id");--> statement-breakpoint
-- Raw daily facts, partitioned by month (decision 025): partitions are made by the imports as months arrive.
-- Not in schema.ts (drizzle declares no partitioned tables); the analytics module reads and writes them in SQL.
CREATE TABLE "stream_facts" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"country" text NOT NULL,
	"streams" integer NOT NULL,
	"listeners" integer NOT NULL,
	"saves" integer NOT NULL,
	"playlist_adds" integer NOT NULL,
	"skips" integer NOT NULL,
	"sources" integer[],
	"age_bands" integer[],
	"genders" integer[],
	"import_id" bigint NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE INDEX "stream_facts_day_key_idx" ON "stream_facts" USING btree ("day", "store_id", "track_id", "country");
--> statement-breakpoint
CREATE TABLE "short_video_facts" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"creations" integer NOT NULL,
	"views" bigint NOT NULL,
	"likes" bigint NOT NULL,
	"shares" bigint NOT NULL,
	"comments" bigint NOT NULL,
	"creators" integer[] NOT NULL,
	"import_id" bigint NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE INDEX "short_video_facts_day_key_idx" ON "short_video_facts" USING btree ("day", "track_id");
--> statement-breakpoint
CREATE TABLE "video_facts" (
	"day" date NOT NULL,
	"user_id" bigint NOT NULL,
	"video_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"views" bigint NOT NULL,
	"watch_seconds" bigint NOT NULL,
	"claims" integer NOT NULL,
	"sources" integer[],
	"import_id" bigint NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE INDEX "video_facts_day_key_idx" ON "video_facts" USING btree ("day", "video_id");
