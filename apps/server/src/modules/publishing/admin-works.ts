import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { songwriters, trackPublishing, trackPublishingSplits, tracks, users } from '@portal/db/schema';
import type { Services } from '../../platform/services.ts';
import { songwriterName } from './songwriters.ts';

type WorkStatus = 'SUBMITTED' | 'EXPORTED' | 'REGISTERED' | 'REJECTED' | 'CONFLICT';

/** The operators' list of submitted compositions, with writers and the societies' messages. */
export async function listWorks(services: Services, query: { status?: WorkStatus; offset: number; count: number }) {
  const where = query.status ? eq(trackPublishing.status, query.status) : undefined;
  const [[total], rows] = await Promise.all([
    services.db.select({ value: count() }).from(trackPublishing).where(where),
    services.db
      .select({ entry: trackPublishing, track: tracks, email: users.email })
      .from(trackPublishing)
      .innerJoin(tracks, eq(tracks.id, trackPublishing.trackId))
      .innerJoin(users, eq(users.id, trackPublishing.ownerUserId))
      .where(where)
      .orderBy(desc(trackPublishing.submittedAt), desc(trackPublishing.trackId))
      .offset(query.offset)
      .limit(query.count),
  ]);
  const splits = rows.length
    ? await services.db
        .select({ split: trackPublishingSplits, writer: songwriters })
        .from(trackPublishingSplits)
        .innerJoin(songwriters, eq(songwriters.id, trackPublishingSplits.songwriterId))
        .where(
          inArray(
            trackPublishingSplits.trackId,
            rows.map((row) => row.track.id),
          ),
        )
        .orderBy(asc(trackPublishingSplits.position))
    : [];
  return {
    total: Number(total?.value ?? 0),
    works: rows.map(({ entry, track, email }) => ({
      songId: track.id,
      title: track.title,
      englishTitle: entry.englishTitle,
      isrc: track.isrc || null,
      iswc: entry.iswc,
      status: entry.status,
      societyWorkId: entry.societyWorkId,
      account: { userId: entry.ownerUserId, email },
      writers: splits
        .filter(({ split }) => split.trackId === track.id)
        .map(({ split, writer }) => ({ name: songwriterName(writer), percentage: split.percentage, isSelf: writer.isSelf, pro: writer.pro, ipi: writer.ipi })),
      messages: entry.messages as { society: string; status: string; text: string }[],
      submittedAt: entry.submittedAt.toISOString(),
      exportedAt: entry.exportedAt?.toISOString() ?? null,
    })),
  };
}
