import { Readable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { releases, splitInvites, tracks, users } from '@portal/db/schema';
import { SETTLEMENT_CURRENCY } from '@portal/domain/money/micros';
import { rowsOf } from '@portal/db/rows';
import { actorOf } from '../platform/actor.ts';
import { runDueJobs } from '../platform/jobs.ts';
import type { Services } from '../platform/services.ts';
import { Accounts } from '../modules/money/accounts.ts';
import { grantAdvance } from '../modules/money/advances.ts';
import { balanceOf } from '../modules/money/ledger.ts';
import { runPayouts } from '../modules/money/payouts/run-payouts.ts';
import { queueSalesImport, SALES_IMPORT_JOB } from '../modules/money/sales-import.ts';
import { moveWithdrawal, requestWithdrawal } from '../modules/money/withdrawals.ts';
import { acceptInvite } from '../modules/splits/invitations.ts';
import { createAlbumSplits } from '../modules/splits/owner-splits.ts';
import { appleReport, DEMO_EUR_RATE, DEMO_SALES_STORES, dsrReport, type DemoSale, type DemoStore, type ReportPeriod } from './demo-sales-reports.ts';
import { DemoTimeline } from './demo-timeline.ts';
import type { DemoTrack } from './seed-demo-catalogue.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Sales months imported: the twelve up to the month before last, whose reports arrived mid-month after each. */
const SALES_MONTHS = 12;
/** The label's advance, which its first half-year of royalties pays back. */
export const DEMO_ADVANCE = '250.00';
export const DEMO_ADVANCE_NOTE = 'Marketing advance for Lighthouse Static';
/** The single the label shares with its artist Ana Torres (also on its team), half and half. */
export const DEMO_SPLIT_SONG = 'Corazón de Neón';
export const DEMO_SPLIT_SHARE = '50';

/** The first day of the month `offset` months from this one (UTC). */
const monthStart = (offset: number, now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const monthOf = (date: Date) => date.toISOString().slice(0, 7);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (month: Date, day: number, hour: number) => new Date(month.getTime() + (day - 1) * DAY + hour * HOUR);

const BANK = { method: 'bank_transfer' as const, accountName: 'Harbor Lights Records LLC', bankName: 'Columbia Bank', accountNumber: '4410027316', routingCode: '123000220' };

interface Step {
  at: Date;
  run: () => Promise<void>;
}

/**
 * The demo's money (decision 066): a year of store sales reports for the demo accounts' own songs, with the streams
 * of their analytics, imported by the sales import job as an operator's uploads are, as they arrive month by month,
 * with what a year of money brings between them: an advance the label's royalties pay back, a single's split with
 * its artist, a payout made, and a withdrawal waiting for the operators. The rows then get the dates of that year.
 */
export async function seedDemoMoney(services: Services, ids: ReadonlyMap<string, number>, demoTracks: readonly DemoTrack[]): Promise<void> {
  const [labelId, collaboratorId, operatorId] = [ids.get('label')!, ids.get('label member 1')!, ids.get('operator')!];
  const people = new Map(
    (
      await services.db
        .select()
        .from(users)
        .where(inArray(users.id, [labelId, collaboratorId, operatorId]))
    ).map((user) => [user.id, user]),
  );
  const operator = people.get(operatorId)!;
  const label = actorOf({ user: people.get(labelId)!, tokenHash: '', acting: null });
  const timeline = await DemoTimeline.start(services.db);

  const steps: Step[] = [];
  steps.push({
    at: dayOf(monthStart(-SALES_MONTHS), 5, 10),
    run: async () => void (await grantAdvance(services, operator, { userId: labelId, amount: DEMO_ADVANCE, note: DEMO_ADVANCE_NOTE })),
  });

  const song = demoTracks.find((track) => track.title === DEMO_SPLIT_SONG)!;
  steps.push({
    at: new Date(song.releasedOn.getTime() + 2 * DAY),
    run: async () => {
      const collaborator = people.get(collaboratorId)!;
      await createAlbumSplits(services, label, {
        albumId: song.releaseId,
        effectiveFrom: monthOf(song.releasedOn),
        songs: [{ songId: song.trackId, collaborators: [{ email: collaborator.email!, share: DEMO_SPLIT_SHARE }] }],
      });
      const [invite] = await services.db.select().from(splitInvites).where(eq(splitInvites.email, collaborator.email!));
      await acceptInvite(services, collaborator, invite!);
    },
  });

  const byArrival = new Map<number, DemoReport[]>();
  for (const report of await demoReports(services, demoTracks)) byArrival.set(report.arrived.getTime(), [...(byArrival.get(report.arrived.getTime()) ?? []), report]);
  for (const [arrived, reports] of byArrival) steps.push({ at: new Date(arrived), run: () => importReports(services, operatorId, reports) });

  // A payout once the advance is paid back: asked for, sent in the operators' bank batch, confirmed paid.
  const payout = dayOf(monthStart(-4), 18, 10);
  let paidId = 0;
  steps.push({ at: payout, run: async () => void (paidId = (await withdraw(services, label, 'demo-payout-1', 0.6, 50)).id) });
  steps.push({ at: new Date(payout.getTime() + DAY), run: async () => void (await runPayouts(services, operator, 'bank_transfer')) });
  steps.push({ at: new Date(payout.getTime() + 3 * DAY), run: async () => void (await moveWithdrawal(services, operator, { id: paidId, status: 'Success', note: 'Confirmed by the bank' })) });

  for (const step of steps.sort((a, b) => a.at.getTime() - b.at.getTime())) {
    await step.run();
    await timeline.mark(step.at);
  }
  if (!(await timeline.apply())) services.log.warn('demo money: the database refused to date the demo year (not a superuser); its statements all fall in this month');
  // And one asked for today, waiting in the operators' withdrawals list.
  await withdraw(services, label, 'demo-payout-2', 0.5, 25);
}

/** A withdrawal by bank transfer of a share of the balance, in whole steps of `round` dollars. */
async function withdraw(services: Services, actor: ReturnType<typeof actorOf>, key: string, share: number, round: number) {
  const balance = await balanceOf(services.db, Accounts.earnings(actor.accountId, SETTLEMENT_CURRENCY));
  const dollars = Math.max(round, Math.floor(((Number(balance / 10_000n) / 100) * share) / round) * round);
  return requestWithdrawal(services, actor, { amount: `${dollars}.00`, destination: BANK, idempotencyKey: key });
}

/** Reports that arrived together, queued as the operator's uploads and imported by the sales import job. */
async function importReports(services: Services, operatorId: number, reports: readonly DemoReport[]) {
  for (const { store, period, arrived, sales } of reports) {
    const isApple = store.partyId === null;
    const text = isApple ? appleReport(store, period.from, sales) : dsrReport(store, period, sales, arrived);
    const span = period.from === period.to ? period.from : `${period.from}_${period.to}`;
    const fileName = isApple ? `S1_80012345_${period.from.replace('-', '')}_WW.txt` : `DSR_SoundPort_${store.name.replace(/\W+/g, '')}_BasicAudio_${span}_1of1.tsv`;
    await queueSalesImport(services, {
      fileName,
      source: 'console',
      createdByUserId: operatorId,
      rates: store.currency === 'EUR' ? { EUR: DEMO_EUR_RATE } : {},
      content: Readable.from([Buffer.from(text)]),
    });
  }
  await runDueJobs(services, SALES_IMPORT_JOB);
}

interface DemoReport {
  store: DemoStore;
  period: ReportPeriod;
  arrived: Date;
  sales: DemoSale[];
}

/**
 * The periods of a store's reports that have arrived: the months (or calendar quarters) of the last year up to the
 * month before last, each report arriving mid-month after its period ends.
 */
function periodsOf(store: DemoStore): { period: ReportPeriod; arrived: Date }[] {
  const periods = [];
  for (let end = -2; periods.length < SALES_MONTHS / store.months; end--) {
    if (store.months === 3 && monthStart(end).getUTCMonth() % 3 !== 2) continue;
    periods.push({ period: { from: monthOf(monthStart(end - store.months + 1)), to: monthOf(monthStart(end)) }, arrived: dayOf(monthStart(end + 1), 15, 9) });
  }
  return periods.reverse();
}

/**
 * Every store's reports with the demo analytics' streams of their periods, by song and country: what the stores pay
 * for. The streams are read once from the imported daily facts, so the money and the dashboards count the same ones.
 */
async function demoReports(services: Services, demoTracks: readonly DemoTrack[]): Promise<DemoReport[]> {
  const live = new Map(demoTracks.filter((track) => !track.upcoming).map((track) => [track.trackId, track]));
  const details = await services.db
    .select({ trackId: tracks.id, releaseTitle: releases.title, labelName: users.nickname })
    .from(tracks)
    .innerJoin(releases, eq(releases.id, tracks.releaseId))
    .innerJoin(users, eq(users.id, releases.ownerUserId))
    .where(inArray(tracks.id, [...live.keys()]));
  const detailOf = new Map(details.map((row) => [row.trackId, row]));
  const scheduled = DEMO_SALES_STORES.flatMap((store) => periodsOf(store).map((report) => ({ store, ...report })));
  const from = scheduled.reduce((first, report) => (report.period.from < first ? report.period.from : first), '9999-12');
  const rows = rowsOf<{ month: string; store_id: number; country: string; track_id: number | string; streams: number }>(
    await services.db.execute(sql`
      select to_char(day, 'YYYY-MM') as month, store_id, country, track_id, sum(streams)::int as streams
      from stream_facts
      where track_id in ${[...live.keys()]} and day >= ${`${from}-01`}::date and day < ${isoDay(monthStart(-1))}::date
      group by 1, 2, 3, 4
      order by 4, 3`),
  );
  return scheduled.flatMap(({ store, period, arrived }) => {
    const streams = new Map<string, DemoSale>();
    for (const row of rows) {
      if (row.store_id !== store.storeId || row.month < period.from || row.month > period.to || row.streams <= 0) continue;
      const track = live.get(Number(row.track_id))!;
      const key = `${track.trackId}|${row.country}`;
      const sale = streams.get(key);
      if (sale) sale.streams += row.streams;
      else {
        const { releaseTitle, labelName } = detailOf.get(track.trackId)!;
        streams.set(key, { isrc: track.isrc, upc: track.upc, title: track.title, artist: track.artist, releaseTitle, labelName, country: row.country, streams: row.streams });
      }
    }
    return streams.size ? [{ store, period, arrived, sales: [...streams.values()] }] : [];
  });
}
