CREATE TABLE "split_invites" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"split_id" bigint NOT NULL,
	"email" text NOT NULL,
	"share_bp" integer NOT NULL,
	"status" text NOT NULL,
	"invitee_user_id" bigint,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "splits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_user_id" bigint NOT NULL,
	"release_id" bigint NOT NULL,
	"track_id" bigint NOT NULL,
	"status" text NOT NULL,
	"effective_from" date NOT NULL,
	"recoup_amount" bigint,
	"recoup_invite_id" bigint,
	"recouped" bigint DEFAULT 0 NOT NULL,
	"created_by_user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "split_invites" ADD CONSTRAINT "split_invites_split_id_splits_id_fk" FOREIGN KEY ("split_id") REFERENCES "public"."splits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_invites" ADD CONSTRAINT "split_invites_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "splits" ADD CONSTRAINT "splits_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_invites_split_idx" ON "split_invites" USING btree ("split_id");--> statement-breakpoint
CREATE INDEX "split_invites_email_idx" ON "split_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "split_invites_invitee_idx" ON "split_invites" USING btree ("invitee_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_invites_code_key" ON "split_invites" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "splits_owner_idx" ON "splits" USING btree ("owner_user_id","release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "splits_live_track_key" ON "splits" USING btree ("track_id") WHERE "splits"."status" in ('CREATED', 'ACTIVE');