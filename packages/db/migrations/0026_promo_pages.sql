CREATE TABLE "promo_page_stats" (
	"page_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"target" text DEFAULT '' NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_page_stats_page_id_day_kind_target_pk" PRIMARY KEY("page_id","day","kind","target")
);
--> statement-breakpoint
CREATE TABLE "promo_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"artist_id" bigint NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"store_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"featured_release_id" bigint,
	"presave_enabled" boolean DEFAULT true NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "presave_counts" ADD COLUMN "source" text DEFAULT 'store' NOT NULL;--> statement-breakpoint
ALTER TABLE "presave_counts" DROP CONSTRAINT "presave_counts_release_id_store_id_day_pk";--> statement-breakpoint
ALTER TABLE "presave_counts" ADD CONSTRAINT "presave_counts_release_id_store_id_day_source_pk" PRIMARY KEY("release_id","store_id","day","source");--> statement-breakpoint
ALTER TABLE "promo_page_stats" ADD CONSTRAINT "promo_page_stats_page_id_promo_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."promo_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_pages" ADD CONSTRAINT "promo_pages_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_pages" ADD CONSTRAINT "promo_pages_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_pages_path_key" ON "promo_pages" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_pages_artist_key" ON "promo_pages" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "promo_pages_owner_idx" ON "promo_pages" USING btree ("owner_user_id");