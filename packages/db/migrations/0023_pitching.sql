CREATE TABLE "pitch_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"hometown" text DEFAULT '' NOT NULL,
	"marketing_plans" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pitches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"description" text NOT NULL,
	"moods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"styles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instruments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pitch_profiles" ADD CONSTRAINT "pitch_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pitches_release_key" ON "pitches" USING btree ("release_id");--> statement-breakpoint
CREATE INDEX "pitches_owner_idx" ON "pitches" USING btree ("owner_user_id");