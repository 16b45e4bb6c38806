CREATE TABLE "ad_events" (
	"user_id" bigint NOT NULL,
	"event_name" text NOT NULL,
	"total_count_change" integer,
	"collected_count_change" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_events_user_id_event_name_pk" PRIMARY KEY("user_id","event_name")
);
--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;