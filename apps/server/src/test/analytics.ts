import { sql } from 'drizzle-orm';
import { runDueJobs } from '../platform/jobs.ts';
import { shortVideoFacts, streamFacts, videoFacts, type FactKind } from '../modules/analytics/fact-kinds.ts';
import { rebuildRollups } from '../modules/analytics/rollup-sql.ts';
import { rowsOf } from '@portal/db/rows';
import { multipart, type TestClient, type TestContext } from './harness.ts';

export const STREAM_HEADER = 'date,store_id,isrc,country,streams,listeners,saves,playlist_adds,skips,sources,age_bands,genders';

/** Uploads an analytics file as an operator, runs the import job, and answers with the import. */
export async function importAnalyticsFile(ctx: TestContext, operator: TestClient, text: string, fileName: string) {
  const answer = await operator.call('POST', '/api/admin/analytics-imports', multipart({ fileName }, { file: { name: fileName, type: 'text/csv', bytes: Buffer.from(text) } }));
  if (answer.status !== 200) throw new Error(`import refused: ${JSON.stringify(answer.body)}`);
  await runDueJobs(ctx.services);
  const list = (await operator.get('/api/admin/analytics-imports', { count: '100' })).body.data.imports as { id: number }[];
  return { ...list.find((row) => row.id === answer.body.data.analyticsImport.id)!, duplicate: answer.body.data.duplicate as boolean } as Record<string, any>;
}

async function readRollups(ctx: TestContext, kind: FactKind) {
  // Rows the deltas brought to zero are the same as no row.
  const result = await ctx.services.db.execute(
    sql.raw(`SELECT * FROM ${kind.rollups} WHERE ${kind.metrics.map((m) => `${m} <> 0`).join(' OR ')} ORDER BY 1, 2, 3, 4, 5, 6${kind.hasStore ? ', 7' : ''}`),
  );
  return rowsOf<Record<string, unknown>>(result).map((row) => JSON.stringify(row));
}

/** Every kind's rollups as the imports kept them and as rebuilt from the facts; a test expects them equal. */
export async function analyticsRollupsKeptAndRebuilt(ctx: TestContext) {
  const kept: string[] = [];
  const rebuilt: string[] = [];
  for (const kind of [streamFacts, shortVideoFacts, videoFacts]) kept.push(...(await readRollups(ctx, kind)));
  for (const kind of [streamFacts, shortVideoFacts, videoFacts]) {
    await rebuildRollups(ctx.services.db, kind);
    rebuilt.push(...(await readRollups(ctx, kind)));
  }
  return { kept, rebuilt };
}
