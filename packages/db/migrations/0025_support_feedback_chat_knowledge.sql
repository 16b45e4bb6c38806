CREATE TABLE "knowledge_faq_votes" (
	"voter" text NOT NULL,
	"question_id" text NOT NULL,
	"lang" text NOT NULL,
	"helpful" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_faq_votes_voter_question_id_pk" PRIMARY KEY("voter","question_id")
);
--> statement-breakpoint
CREATE TABLE "support_chat_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"user_id" bigint,
	"provider" text NOT NULL,
	"engine" text NOT NULL,
	"lang" text NOT NULL,
	"query" text NOT NULL,
	"answer" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"human" boolean DEFAULT false NOT NULL,
	"evaluation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"source" text DEFAULT 'page' NOT NULL,
	"conversation_id" text,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feedback_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_id" bigint,
	"object_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_feedback_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_feedback" ADD CONSTRAINT "support_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feedback_attachments" ADD CONSTRAINT "support_feedback_attachments_feedback_id_support_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."support_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_feedback_replies" ADD CONSTRAINT "support_feedback_replies_feedback_id_support_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."support_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_faq_votes_question_idx" ON "knowledge_faq_votes" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "support_chat_replies_conversation_idx" ON "support_chat_replies" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "support_feedback_status_idx" ON "support_feedback" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "support_feedback_attachments_feedback_idx" ON "support_feedback_attachments" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "support_feedback_replies_feedback_idx" ON "support_feedback_replies" USING btree ("feedback_id");