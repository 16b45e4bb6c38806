CREATE TABLE "survey_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"survey_url" text NOT NULL,
	"event" text NOT NULL,
	"page" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_events" ADD CONSTRAINT "survey_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_events_survey_idx" ON "survey_events" USING btree ("survey_url","event");--> statement-breakpoint
CREATE INDEX "survey_events_user_idx" ON "survey_events" USING btree ("user_id","survey_url");