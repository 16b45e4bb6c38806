ALTER TABLE "sales_imports" ADD COLUMN "entries_from_id" bigint;--> statement-breakpoint
ALTER TABLE "sales_imports" ADD COLUMN "entries_to_id" bigint;--> statement-breakpoint
-- Imports made before the range was kept: the span of their entries (it may include lines credited later from suspense).
UPDATE "sales_imports" SET "entries_from_id" = span.first_id, "entries_to_id" = span.last_id
FROM (SELECT "import_id", min("id") AS first_id, max("id") AS last_id FROM "royalty_entries" GROUP BY "import_id") AS span
WHERE span."import_id" = "sales_imports"."id";
