CREATE TABLE "contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"contract_number" text NOT NULL,
	"sign_status" smallint DEFAULT 0 NOT NULL,
	"sign_method" text NOT NULL,
	"region" text NOT NULL,
	"language" text NOT NULL,
	"legal_name" text NOT NULL,
	"label_name" text,
	"signer_email" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amends_contract_id" bigint,
	"document_sha256" text,
	"pdf_key" text,
	"signer_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"signed_user_agent" text,
	"recorded_by" bigint,
	"external_id" text,
	"start_time" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_contract_number_unique" UNIQUE("contract_number")
);
--> statement-breakpoint
CREATE TABLE "reported_events" (
	"user_id" bigint NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reported_events_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reported_events" ADD CONSTRAINT "reported_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_user_idx" ON "contracts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_live_agreement_key" ON "contracts" USING btree ("user_id","type") WHERE "contracts"."type" in (0, 1, 11) and "contracts"."sign_status" <> 4;