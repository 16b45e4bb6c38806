DROP INDEX "releases_owner_status_idx";--> statement-breakpoint
CREATE INDEX "releases_owner_newest_idx" ON "releases" USING btree ("owner_user_id","id" DESC NULLS LAST) WHERE "releases"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "releases_owner_status_idx" ON "releases" USING btree ("owner_user_id","status") WHERE "releases"."deleted_at" is null;