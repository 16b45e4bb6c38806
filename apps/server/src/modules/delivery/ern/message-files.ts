import { createHash } from 'node:crypto';
import { lyricsFileName, type ReleaseSnapshot, type SnapshotTrack } from '../release-snapshot.ts';

export type MessageKind = 'Insert' | 'Update' | 'Takedown';

/** Resource files sit in `resources/` beside the message; URIs in the message are relative to it. */
export const RESOURCES_FOLDER = 'resources';
export const resourcePath = (fileName: string) => `${RESOURCES_FOLDER}/${fileName}`;

/** A file the message refers to and the batch must contain, with its path relative to the message. */
export type MessageFile =
  | { role: 'audio'; path: string; md5: string; trackSequence: number }
  | { role: 'cover'; path: string; md5: string }
  | { role: 'lyrics'; path: string; md5: string; trackSequence: number; content: Buffer };

export const lyricsOf = (track: SnapshotTrack) => (track.lyrics?.trim() ? Buffer.from(track.lyrics, 'utf8') : null);
export const md5Hex = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * The files to put in the batch with this message: everything for an insert or update (an update re-sends the full
 * release), nothing for a takedown (the store already holds the files; the message marks them not provided).
 */
export function messageFiles(snapshot: ReleaseSnapshot, kind: MessageKind): MessageFile[] {
  if (kind === 'Takedown') return [];
  const files: MessageFile[] = snapshot.tracks.map((track) => ({
    role: 'audio',
    path: resourcePath(track.audio.fileName),
    md5: track.audio.md5.toLowerCase(),
    trackSequence: track.sequence,
  }));
  files.push({ role: 'cover', path: resourcePath(snapshot.release.cover.fileName), md5: snapshot.release.cover.md5.toLowerCase() });
  for (const track of snapshot.tracks) {
    const content = lyricsOf(track);
    if (content) {
      const path = resourcePath(lyricsFileName(snapshot.release.upc, track.sequence));
      files.push({ role: 'lyrics', path, md5: md5Hex(content), trackSequence: track.sequence, content });
    }
  }
  return files;
}
