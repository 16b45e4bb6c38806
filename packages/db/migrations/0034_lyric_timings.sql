CREATE TABLE "lyric_timings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"audio_file_id" text NOT NULL,
	"lrc" text NOT NULL,
	"updated_by_user_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lyric_timings" ADD CONSTRAINT "lyric_timings_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lyric_timings_owner_audio_key" ON "lyric_timings" USING btree ("owner_user_id","audio_file_id");