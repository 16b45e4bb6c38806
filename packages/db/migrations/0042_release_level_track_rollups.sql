-- Sales of a whole release (no track) were added up under the key '' of the track dimension, whatever the release:
-- the revenue breakdown could not say which release they were. They are keyed "r<release id>" from now on; the old
-- rows are rebuilt from the statement entries (issue 25 §4).
DELETE FROM "royalty_rollups" WHERE "dimension" = 'track' AND "key" = '';
--> statement-breakpoint
INSERT INTO "royalty_rollups" ("user_id", "grain", "period_month", "dimension", "key", "units", "gross", "amount")
SELECT e."user_id", g.grain, g.period, 'track', 'r' || e."release_id"::text, sum(e."units")::bigint, sum(e."gross")::bigint, sum(e."amount")::bigint
FROM "royalty_entries" e
CROSS JOIN LATERAL (VALUES ('month', e."period_month"), ('year', date_trunc('year', e."period_month")::date)) AS g(grain, period)
WHERE e."user_id" IS NOT NULL AND e."track_id" IS NULL
GROUP BY e."user_id", g.grain, g.period, e."release_id";
