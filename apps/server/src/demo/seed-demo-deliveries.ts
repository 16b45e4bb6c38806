import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { deliveryStoreHolds, releaseDeliveries, releases } from '@portal/db/schema';
import { ReleaseStatus } from '@portal/domain/enums';
import { runDueJobs } from '../platform/jobs.ts';
import type { Services } from '../platform/services.ts';
import { csvField } from '../platform/spreadsheet-cells.ts';
import { ACKNOWLEDGEMENTS_FOLDER } from '../modules/delivery/delivery-target.ts';
import { targetSpecFor } from '../modules/delivery/delivery-config.ts';
import { collectAcknowledgements } from '../modules/releases/acknowledgements.ts';
import { DELIVERY_JOB, scheduleFirstDelivery } from '../modules/releases/delivery-jobs.ts';
import '../modules/releases/deliver-job.ts';

const SPOTIFY = 1026;
const APPLE_MUSIC = 1036;
const AMAZON_MUSIC = 1013;
const DEEZER = 1032;

type Answer = { platformId: number; status: 'Acknowledged' | 'Live' | 'Rejected' | 'TakenDown'; reason?: string };

/** What the stores answered about the demo's deliveries, as they would: one CSV acknowledgement per store (decision 012). */
function answersFor(release: 'upcoming' | 'live', platformId: number): Answer | null {
  if (release === 'upcoming') {
    if (platformId === APPLE_MUSIC) return { platformId, status: 'Acknowledged' };
    if (platformId === SPOTIFY) return { platformId, status: 'Rejected', reason: 'Cover art: the artist name on the cover does not match the release artist' };
    return null;
  }
  if (platformId === DEEZER) return { platformId, status: 'TakenDown', reason: 'Removed by the store after a rights claim' };
  return { platformId, status: 'Live' };
}

/**
 * The demo label's deliveries (issue 23): its approved release and its latest live one go to their stores through the
 * real delivery job (ERN 4.3 messages in DATA_DIR/deliveries, checked against the schema), one store held by the
 * operators for maintenance, and the stores' acknowledgements read by the real reader from the stores' folders — so the
 * release pages and the console's Deliveries page show every state.
 */
export async function seedDemoDeliveries(services: Services, labelUserId: number, operatorUserId: number) {
  const rows = await services.db.select().from(releases).where(eq(releases.ownerUserId, labelUserId)).orderBy(asc(releases.releaseTime));
  const upcoming = rows.find((row) => row.status === ReleaseStatus.Approved);
  const live = rows.filter((row) => row.status === ReleaseStatus.Live).at(-1);
  if (!upcoming || !live) return;
  await services.db.insert(deliveryStoreHolds).values({ platformId: AMAZON_MUSIC, note: 'Store maintenance window: batches wait until it ends', heldByUserId: operatorUserId }).onConflictDoNothing();
  for (const row of [upcoming, live]) await scheduleFirstDelivery(services, row);
  await runDueJobs(services, DELIVERY_JOB);

  const lines = new Map<number, string[]>();
  for (const [kind, row] of [
    ['upcoming', upcoming],
    ['live', live],
  ] as const) {
    for (const delivery of await services.db
      .select()
      .from(releaseDeliveries)
      .where(and(eq(releaseDeliveries.releaseId, row.id), eq(releaseDeliveries.state, 'delivered')))) {
      const answer = answersFor(kind, delivery.platformId);
      if (!answer || !delivery.lastMessageId) continue;
      const date = new Date().toISOString();
      lines.set(answer.platformId, [
        ...(lines.get(answer.platformId) ?? []),
        [delivery.lastMessageId, row.upc, answer.status, date, answer.reason ?? '', ''].map((cell) => csvField(cell ?? '')).join(','),
      ]);
    }
  }
  for (const [platformId, records] of lines) {
    const spec = targetSpecFor(services.config.delivery, platformId);
    if (spec.kind !== 'local') continue;
    const folder = join(spec.root, ACKNOWLEDGEMENTS_FOLDER);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `ack-demo-${platformId}.csv`), `${['message_id,upc,status,date,reason,store_release_id', ...records].join('\n')}\n`);
  }
  await collectAcknowledgements(services);
}
