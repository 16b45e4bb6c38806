CREATE TABLE "client_error_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"release" text NOT NULL,
	"message" text NOT NULL,
	"route" text NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_acceptances" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artist_claims" ADD COLUMN "store_reference" text;--> statement-breakpoint
ALTER TABLE "artist_claims" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "artist_claims" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artist_claims" ADD COLUMN "decided_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_error_reports_key" ON "client_error_reports" USING btree ("kind","fingerprint","release");--> statement-breakpoint
CREATE INDEX "client_error_reports_last_seen_idx" ON "client_error_reports" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_acceptances_user_document_version_key" ON "legal_acceptances" USING btree ("user_id","document","version");--> statement-breakpoint
CREATE INDEX "artist_claims_status_idx" ON "artist_claims" USING btree ("status","created_at");