CREATE TABLE "store_catalogue_releases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"upc" text NOT NULL,
	"title" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text,
	"genre" text,
	"subgenre" text,
	"language" text,
	"release_date" date,
	"original_release_date" date,
	"artwork_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_catalogue_tracks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"release_id" bigint NOT NULL,
	"sequence_number" integer NOT NULL,
	"title" text NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"isrc" text NOT NULL,
	"artists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_ms" integer,
	"explicit" boolean DEFAULT false NOT NULL,
	"audio_url" text
);
--> statement-breakpoint
ALTER TABLE "store_catalogue_tracks" ADD CONSTRAINT "store_catalogue_tracks_release_id_store_catalogue_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."store_catalogue_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_catalogue_releases_upc_idx" ON "store_catalogue_releases" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "store_catalogue_tracks_isrc_idx" ON "store_catalogue_tracks" USING btree ("isrc");--> statement-breakpoint
CREATE INDEX "store_catalogue_tracks_release_idx" ON "store_catalogue_tracks" USING btree ("release_id","sequence_number");