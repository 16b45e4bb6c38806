ALTER TABLE "support_feedback_attachments" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "support_feedback_attachments" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "support_feedback_attachments" ADD COLUMN "uploaded_at" timestamp with time zone;