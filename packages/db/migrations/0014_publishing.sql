CREATE TABLE "publishing_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'INIT' NOT NULL,
	"writer" jsonb NOT NULL,
	"lod_info" jsonb,
	"lod_id" text,
	"pro_info" jsonb,
	"ssn_sealed" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "publishing_registrations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "songwriters" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"email" text,
	"pro" text,
	"ipi" text,
	"ipi_invalid" boolean DEFAULT false NOT NULL,
	"is_self" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_publishing" (
	"track_id" bigint PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"english_title" text,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"society_work_id" text,
	"iswc" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "track_publishing_splits" (
	"track_id" bigint NOT NULL,
	"songwriter_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"percentage" integer NOT NULL,
	CONSTRAINT "track_publishing_splits_track_id_songwriter_id_pk" PRIMARY KEY("track_id","songwriter_id")
);
--> statement-breakpoint
ALTER TABLE "publishing_registrations" ADD CONSTRAINT "publishing_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "songwriters" ADD CONSTRAINT "songwriters_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_publishing" ADD CONSTRAINT "track_publishing_track_id_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_publishing_splits" ADD CONSTRAINT "track_publishing_splits_track_id_track_publishing_track_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."track_publishing"("track_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_publishing_splits" ADD CONSTRAINT "track_publishing_splits_songwriter_id_songwriters_id_fk" FOREIGN KEY ("songwriter_id") REFERENCES "public"."songwriters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "songwriters_owner_idx" ON "songwriters" USING btree ("owner_user_id","id");--> statement-breakpoint
CREATE INDEX "track_publishing_owner_idx" ON "track_publishing" USING btree ("owner_user_id","submitted_at");