ALTER TABLE "sales_suspense" ADD COLUMN "issue_key" text;--> statement-breakpoint
ALTER TABLE "sales_suspense" ADD COLUMN "issue_params" text;