CREATE TABLE "aigc_credits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aigc_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"requested_by_user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'Init' NOT NULL,
	"result_code" integer DEFAULT 2001 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"output" jsonb,
	"error_key" text,
	"credits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aigc_credits" ADD CONSTRAINT "aigc_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aigc_tasks" ADD CONSTRAINT "aigc_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aigc_tasks_user_kind_idx" ON "aigc_tasks" USING btree ("user_id","kind","id" DESC NULLS LAST);