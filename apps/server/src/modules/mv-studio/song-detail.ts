import type { Actor } from '../../platform/actor.ts';
import type { Services } from '../../platform/services.ts';
import { analyseSongForRequest, loadSong, sectionSpans, songUrls, type StudioSource } from './song.ts';

/** GET /aigc/get-song-detail: the song, its sections and the suggested start (the chorus). */
export async function songDetail(services: Services, actor: Actor, source: StudioSource) {
  const song = await loadSong(services, actor.accountId, source);
  const analysis = await analyseSongForRequest(services, song);
  return {
    songId: song.songId,
    title: song.title,
    artistName: song.artistName,
    durationMs: analysis.durationMs,
    ...songUrls(song),
    timedLyricLines: song.lyrics.length,
    sections: sectionSpans(analysis.sectionStartsMs, analysis.durationMs),
    suggestedStartMs: analysis.suggestedStartMs,
  };
}
