CREATE TABLE "delivery_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"batch_id" text NOT NULL,
	"kind" text NOT NULL,
	"message_path" text NOT NULL,
	"xml" text NOT NULL,
	"files" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_store_holds" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"held_by_user_id" bigint,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_delivery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"platform_id" integer NOT NULL,
	"state" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_kind" text,
	"message_id" text,
	"batch_id" text,
	"reason" text,
	"detail" text,
	"next_attempt_at" timestamp with time zone,
	"source" text DEFAULT 'portal' NOT NULL,
	"by_user_id" bigint
);
--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "last_batch_id" text;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "store_release_id" text;--> statement-breakpoint
ALTER TABLE "release_deliveries" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_messages" ADD CONSTRAINT "delivery_messages_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_delivery_events" ADD CONSTRAINT "release_delivery_events_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_messages_release_idx" ON "delivery_messages" USING btree ("release_id","platform_id");--> statement-breakpoint
CREATE INDEX "release_delivery_events_release_idx" ON "release_delivery_events" USING btree ("release_id","platform_id","id");--> statement-breakpoint
CREATE INDEX "release_deliveries_state_idx" ON "release_deliveries" USING btree ("state","platform_id");