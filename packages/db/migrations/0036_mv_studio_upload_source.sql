ALTER TABLE "mv_projects" ALTER COLUMN "track_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mv_projects" ADD COLUMN "audio_file_id" text;