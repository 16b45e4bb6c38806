CREATE TABLE "mv_projects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"template" text NOT NULL,
	"aspect" text NOT NULL,
	"style" text NOT NULL,
	"seed" integer NOT NULL,
	"segment_start_ms" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shots_confirmed_at" timestamp with time zone,
	"video_task_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mv_projects" ADD CONSTRAINT "mv_projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mv_projects" ADD CONSTRAINT "mv_projects_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mv_projects_user_idx" ON "mv_projects" USING btree ("user_id","id" DESC NULLS LAST);