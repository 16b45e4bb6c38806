ALTER TABLE "upload_sessions" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "file_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "size" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "part_size" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD COLUMN "merge_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "upload_sessions_resume_idx" ON "upload_sessions" USING btree ("user_id","fingerprint");