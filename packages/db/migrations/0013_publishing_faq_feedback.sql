CREATE TABLE "publishing_faq_feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"question_id" text NOT NULL,
	"helpful" boolean NOT NULL,
	"lang" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishing_faq_feedback" ADD CONSTRAINT "publishing_faq_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "publishing_faq_feedback_user_question_key" ON "publishing_faq_feedback" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "publishing_faq_feedback_question_idx" ON "publishing_faq_feedback" USING btree ("question_id");