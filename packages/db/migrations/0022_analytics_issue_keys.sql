-- Analytics import issues become message keys with their values (decision 025): an issue written as English text
-- before keeps that text as the detail of the generic message.
UPDATE "analytics_imports" SET "issues" = (
  SELECT coalesce(jsonb_agg(CASE WHEN item ? 'messageKey' THEN item
    ELSE jsonb_build_object('line', item->'line', 'messageKey', 'import_issue_other', 'params', jsonb_build_object('detail', item->>'issue')) END), '[]'::jsonb)
  FROM jsonb_array_elements("issues") AS item
) WHERE "issues" <> '[]'::jsonb;
