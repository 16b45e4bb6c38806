import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services.ts';
import { fileUrl } from '../uploads/record-file.ts';
import { accountCredits } from './artist-credits.ts';
import { artistView, findArtist } from './artist-records.ts';
import { rowsOf } from '@portal/db/rows';

const SHOWN = 100;

const epochOrNull = (value: string | null) => (value !== null && Number.isFinite(Number(value)) ? Number(value) : null);

/** GET /artist/detail: the artist, the releases that credit it (drafts too) and its submitted tracks, newest first. */
export async function artistDetail(services: Services, accountId: number, artistId: number) {
  const artist = await findArtist(services, accountId, artistId);
  const credits = sql`(select * from (${accountCredits(accountId, { drafts: true })}) as every_credit where every_credit.artist_id = ${artist.id})`;
  const [totals, releaseRows, trackRows] = await Promise.all([
    services.db.execute(sql`
      select count(distinct release_id) filter (where not is_draft) as releases, count(distinct release_id) filter (where is_draft) as drafts,
          count(distinct track_id) as tracks
        from ${credits} as credit`),
    services.db.execute(sql`
      select r.id, r.title, r.kind, r.status, r.is_draft,
          (case when r.is_draft then r.draft->'album' else r.album end)->>'cover' as cover,
          (case when r.is_draft then r.draft->'album' else r.album end)->>'releaseTime' as release_time
        from releases r where r.id in (select release_id from ${credits} as credit) order by r.id desc limit ${SHOWN}`),
    services.db.execute(sql`
      select t.id, t.release_id, r.title as album_title, t.title, t.version, t.isrc, max(credit.role) as role
        from ${credits} as credit join tracks t on t.id = credit.track_id join releases r on r.id = t.release_id
        group by t.id, r.title order by t.id desc limit ${SHOWN}`),
  ]);
  const counted = rowsOf<{ releases: number | string; drafts: number | string; tracks: number | string }>(totals)[0];
  return {
    artist: { ...artistView(artist), releaseCount: Number(counted?.releases ?? 0), trackCount: Number(counted?.tracks ?? 0) },
    draftCount: Number(counted?.drafts ?? 0),
    releases: rowsOf<{ id: number | string; title: string; kind: string; status: number; is_draft: boolean; cover: string | null; release_time: string | null }>(releaseRows).map((row) => ({
      albumId: Number(row.id),
      title: row.title,
      kind: row.kind,
      status: Number(row.status),
      isDraft: row.is_draft,
      coverUrl: fileUrl(row.cover),
      releaseTime: epochOrNull(row.release_time),
    })),
    tracks: rowsOf<{ id: number | string; release_id: number | string; album_title: string; title: string; version: string; isrc: string; role: 'main' | 'featured' }>(trackRows).map((row) => ({
      songId: Number(row.id),
      albumId: Number(row.release_id),
      albumTitle: row.album_title,
      title: row.title,
      version: row.version,
      isrc: row.isrc,
      role: row.role,
    })),
  };
}
