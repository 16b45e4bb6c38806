CREATE TABLE "promo_copyright_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"track_id" bigint NOT NULL,
	"application_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"flagged_by_user_id" bigint NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_by_user_id" bigint,
	"cleared_at" timestamp with time zone,
	"clear_note" text
);
--> statement-breakpoint
ALTER TABLE "promo_copyright_flags" ADD CONSTRAINT "promo_copyright_flags_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_copyright_flags" ADD CONSTRAINT "promo_copyright_flags_application_id_promo_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promo_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_copyright_flags_track_idx" ON "promo_copyright_flags" USING btree ("track_id","flagged_at");