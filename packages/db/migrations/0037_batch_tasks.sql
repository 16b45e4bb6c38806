CREATE TABLE "batch_task_assets" (
	"task_id" bigint NOT NULL,
	"source" text NOT NULL,
	"file_id" text,
	"issue" jsonb,
	CONSTRAINT "batch_task_assets_task_id_source_pk" PRIMARY KEY("task_id","source")
);
--> statement-breakpoint
CREATE TABLE "batch_task_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"place" jsonb NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"upc" text,
	"track_count" integer NOT NULL,
	"release" jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"album_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_tasks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"target" text NOT NULL,
	"source_file_id" text,
	"archive_file_id" text,
	"identifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_issues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"import_row_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "batch_task_assets" ADD CONSTRAINT "batch_task_assets_task_id_batch_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."batch_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_task_rows" ADD CONSTRAINT "batch_task_rows_task_id_batch_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."batch_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tasks" ADD CONSTRAINT "batch_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_task_rows_task_idx" ON "batch_task_rows" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "batch_tasks_user_idx" ON "batch_tasks" USING btree ("user_id","id" DESC NULLS LAST);