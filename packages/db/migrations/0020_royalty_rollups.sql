CREATE TABLE "royalty_rollups" (
	"user_id" bigint NOT NULL,
	"grain" text NOT NULL,
	"period_month" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"units" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "royalty_rollups_user_id_dimension_grain_period_month_key_pk" PRIMARY KEY("user_id","dimension","grain","period_month","key")
);
--> statement-breakpoint
CREATE TABLE "store_item_ids" (
	"store" text NOT NULL,
	"item_id" text NOT NULL,
	"release_id" bigint NOT NULL,
	"track_id" bigint,
	"created_by_user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_item_ids_store_item_id_pk" PRIMARY KEY("store","item_id")
);
--> statement-breakpoint
ALTER TABLE "royalty_entries" DROP CONSTRAINT "royalty_entries_import_id_sales_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "royalty_entries" DROP CONSTRAINT "royalty_entries_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "royalty_entries_owner_month_idx";--> statement-breakpoint
DROP INDEX "royalty_entries_import_idx";--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD COLUMN "store_item_id" text;--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD COLUMN "sale_type" text;--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD COLUMN "resolved_release_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD COLUMN "resolved_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "store_item_ids" ADD CONSTRAINT "store_item_ids_release_id_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_item_ids" ADD CONSTRAINT "store_item_ids_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "royalty_entries_invite_idx" ON "royalty_entries" USING btree ("split_invite_id") WHERE "royalty_entries"."split_invite_id" is not null;
--> statement-breakpoint
INSERT INTO "royalty_rollups" ("user_id", "grain", "period_month", "dimension", "key", "units", "gross", "amount")
SELECT e."user_id", g."grain", g."period", d."dimension", d."key", sum(e."units"), sum(e."gross"), sum(e."amount")
FROM "royalty_entries" e
CROSS JOIN LATERAL (VALUES ('month', e."period_month"), ('year', date_trunc('year', e."period_month")::date)) AS g("grain", "period")
CROSS JOIN LATERAL (VALUES ('store', e."store"), ('country', e."country"), ('release', e."release_id"::text), ('track', coalesce(e."track_id"::text, '')), ('sale_type', e."sale_type")) AS d("dimension", "key")
WHERE e."user_id" IS NOT NULL
GROUP BY e."user_id", g."grain", g."period", d."dimension", d."key";
