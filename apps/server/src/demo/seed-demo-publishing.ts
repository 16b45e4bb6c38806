import { eq } from 'drizzle-orm';
import { tracks, users } from '@portal/db/schema';
import { ipiCheckDigits } from '@portal/domain/release/identifiers';
import { actorOf } from '../platform/actor.ts';
import type { Services } from '../platform/services.ts';
import { defaultGates } from '../modules/feature-gates/gates.ts';
import { LAYOUTS } from '../modules/publishing/cwr/layouts.ts';
import { parseCwr, type RecordOf } from '../modules/publishing/cwr/parse.ts';
import { formatRecord } from '../modules/publishing/cwr/write.ts';
import { createRegistration } from '../modules/publishing/registration.ts';
import { decideRegistration } from '../modules/publishing/review-registrations.ts';
import { exportRegistrations, importAcknowledgements } from '../modules/publishing/society-files.ts';
import { createSongwriter, songwritersOf } from '../modules/publishing/songwriters.ts';
import { submitTrackPublishing } from '../modules/publishing/submit-track.ts';

const ipi = (body9: string) => body9 + ipiCheckDigits(body9);

/** The society that answers the demo's registration file: UBC, Luna Vale's society (CISAC code 093). */
const SOCIETY = { code: '093', name: 'UBC' };
/** The ISWC UBC gives "Noite de Vidro" (T-317.482.906-8, check digit included). */
export const DEMO_ISWC = 'T3174829068';

/**
 * Publishing in the demo (decision 067): the system gate publishingService goes on, the demo artist signs up as a UBC
 * member and registers two compositions through the module's own rules, the operator's export writes them into a CWR
 * file and UBC's acknowledgement, read by the console's import, registers "Noite de Vidro" with an ISWC. "Maré Alta"
 * stays sent, waiting for the society. Runs after the monetization seed, which sets the tracks' publishing shares.
 */
export async function seedDemoPublishing(services: Services, artistId: number, operatorId: number): Promise<void> {
  const gate = defaultGates.find((entry) => entry.scope === 'system' && entry.key === 'publishingService')!;
  await services.gates.save({ ...gate, enabled: true }, operatorId);

  const [user] = await services.db.select().from(users).where(eq(users.id, artistId));
  const actor = actorOf({ user: user!, tokenHash: '', acting: null });
  const { registration } = await createRegistration(services, actor, {
    type: 'LOD',
    lodInfo: { pro: 'ubc', ipi: ipi('005271836'), firstName: 'Luna', middleName: 'Vale', lastName: 'Ferreira' },
  });
  // The operator passed the sign-up on to the administrator, who gave her writer an id: the account is active.
  await decideRegistration(services, { id: registration.id, decision: 'info_sent', lodId: 'LOD-BR-20417' });

  const self = (await songwritersOf(services, artistId)).find((writer) => writer.isSelf)!;
  const caio = await createSongwriter(services, actor, { firstName: 'Caio', lastName: 'Mendes', email: 'caio.mendes@demo.soundport.example', pro: 'abramus', ipi: ipi('004918273') });
  const songs = await tracksByTitle(services, artistId);
  // Her share of each track is the one the release form holds (the monetization seed): half of "Noite de Vidro".
  const noite = songs.get('Noite de Vidro')!;
  await submitTrackPublishing(services, actor, {
    songId: noite,
    publishingSplits: [
      { songwriterId: self.id, percentage: 5000 },
      { songwriterId: caio.id, percentage: 5000 },
    ],
  });
  await submitTrackPublishing(services, actor, { songId: songs.get('Maré Alta')!, publishingSplits: [{ songwriterId: self.id, percentage: 10_000 }] });

  const exported = await exportRegistrations(services);
  if (!exported) throw new Error('the demo compositions were not exported');
  const answer = acknowledgement(exported.bytes.toString('ascii'), [{ workNumber: String(noite), societyWorkId: 'UBC-7731904', iswc: DEMO_ISWC }]);
  const imported = await importAcknowledgements(services, answer);
  if (!imported.applied.some((entry) => entry.songId === noite && entry.status === 'REGISTERED')) {
    throw new Error(`the demo acknowledgement was not applied: ${JSON.stringify(imported)}`);
  }
}

async function tracksByTitle(services: Services, artistId: number): Promise<Map<string, number>> {
  const rows = await services.db.select({ id: tracks.id, title: tracks.title }).from(tracks).where(eq(tracks.ownerUserId, artistId));
  return new Map(rows.map((row) => [row.title, row.id]));
}

const sequence = (n: number) => String(n).padStart(8, '0');

/** The ISWC written into a work record (NWR) of our file, where the society's copy of the work carries it. */
function withIswc(raw: string, iswc: string): string {
  const field = LAYOUTS.NWR.fields.find((entry) => entry.name === 'iswc')!;
  const line = raw.padEnd(LAYOUTS.NWR.length, ' ');
  return line.slice(0, field.offset) + iswc.padEnd(field.width, ' ') + line.slice(field.offset + field.width);
}

/**
 * The society's acknowledgement of our registration file, as CWR 2.1 has it: HDR from the society, one ACK group
 * with, per work it accepted (AS), the ACK record and its copy of the work (our transaction, with the ISWC it gave).
 */
export function acknowledgement(exported: string, accepted: { workNumber: string; societyWorkId: string; iswc: string }[], at = new Date()): string {
  const sent = parseCwr(exported);
  const transactions = sent.groups.flatMap((group) => group.transactions);
  const day = at.toISOString().slice(0, 10);
  const time = at.getUTCHours() * 3600 + at.getUTCMinutes() * 60 + at.getUTCSeconds();
  const lines = [
    formatRecord('HDR', { senderType: 'SO', senderId: SOCIETY.code.padStart(9, '0'), senderName: SOCIETY.name, ediVersion: '01.10', creationDate: day, creationTime: time, transmissionDate: day }),
    formatRecord('GRH', { transactionType: 'ACK', groupId: 1, versionNumber: '02.10', batchRequest: 0 }),
  ];
  accepted.forEach((answer, n) => {
    const index = transactions.findIndex(({ header }) => header.known && header.type === 'NWR' && header.fields.submitterWorkNumber === answer.workNumber);
    if (index === -1) throw new Error(`work ${answer.workNumber} is not in the exported file`);
    const { header, records } = transactions[index]!;
    const work = header as RecordOf<'NWR'>;
    lines.push(
      formatRecord('ACK', {
        transactionSequence: n,
        recordSequence: 0,
        creationDate: sent.header.fields.creationDate ?? undefined,
        creationTime: sent.header.fields.creationTime ?? undefined,
        originalGroupId: 1,
        originalTransactionSequence: index,
        originalTransactionType: 'NWR',
        creationTitle: work.fields.workTitle,
        submitterCreationNumber: answer.workNumber,
        recipientCreationNumber: answer.societyWorkId,
        processingDate: day,
        transactionStatus: 'AS',
      }),
    );
    [header, ...records].forEach((record, position) => {
      const raw = record === header ? withIswc(record.raw, answer.iswc) : record.raw;
      lines.push(`${record.type}${sequence(n)}${sequence(position + 1)}${raw.slice(19)}`);
    });
  });
  lines.push(formatRecord('GRT', { groupId: 1, transactionCount: accepted.length, recordCount: lines.length, totalMonetaryValue: 0 }));
  lines.push(formatRecord('TRL', { groupCount: 1, transactionCount: accepted.length, recordCount: lines.length + 1 }));
  return lines.map((line) => `${line}\r\n`).join('');
}
