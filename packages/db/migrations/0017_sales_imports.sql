CREATE TABLE "royalty_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"user_id" bigint,
	"owner_user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"split_invite_id" bigint,
	"release_id" bigint NOT NULL,
	"track_id" bigint,
	"store" text NOT NULL,
	"country" text NOT NULL,
	"period_month" date NOT NULL,
	"sale_type" text NOT NULL,
	"units" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"object_key" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"format" text,
	"status" text NOT NULL,
	"rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"lines_matched" integer DEFAULT 0 NOT NULL,
	"lines_unmatched" integer DEFAULT 0 NOT NULL,
	"lines_invalid" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"transaction_id" bigint,
	"error" text,
	"source" text NOT NULL,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_suspense" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" bigint NOT NULL,
	"line_number" integer NOT NULL,
	"reason" text NOT NULL,
	"store" text,
	"isrc" text,
	"upc" text,
	"country" text,
	"period_start" date,
	"units" bigint,
	"currency" text,
	"revenue" text,
	"gross" bigint DEFAULT 0 NOT NULL,
	"raw" text,
	"resolved_at" timestamp with time zone,
	"resolved_track_id" bigint,
	"resolved_transaction_id" bigint
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "royalty_terms" jsonb;--> statement-breakpoint
ALTER TABLE "royalty_entries" ADD CONSTRAINT "royalty_entries_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "royalty_entries" ADD CONSTRAINT "royalty_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD CONSTRAINT "sales_suspense_import_id_sales_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sales_imports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_entries_user_month_idx" ON "royalty_entries" USING btree ("user_id","period_month");--> statement-breakpoint
CREATE INDEX "royalty_entries_owner_month_idx" ON "royalty_entries" USING btree ("owner_user_id","period_month");--> statement-breakpoint
CREATE INDEX "royalty_entries_import_idx" ON "royalty_entries" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_imports_content_hash_key" ON "sales_imports" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "sales_imports_created_idx" ON "sales_imports" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_suspense_import_idx" ON "sales_suspense" USING btree ("import_id","id");--> statement-breakpoint
CREATE INDEX "sales_suspense_open_idx" ON "sales_suspense" USING btree ("resolved_at");