import type * as lyrics from '@portal/contract/lyrics';
import { endpoint as e } from './api-client.ts';

// The lyric editor's calls (decision 037). Checked against the contract by api-routes.test.ts.
export const lyricsRoutes = {
  lyricsEditorContext: e<typeof lyrics.lyricsEditorContext>('GET', '/lyrics/editor-context'),
  readTrackLyrics: e<typeof lyrics.readTrackLyrics>('GET', '/lyrics/track'),
  saveTrackLyrics: e<typeof lyrics.saveTrackLyrics>('PUT', '/lyrics/track'),
  generateLyrics: e<typeof lyrics.generateLyrics>('POST', '/aigc/gen-song-lyrics'),
  transcribeLyrics: e<typeof lyrics.transcribeLyrics>('POST', '/aigc/gen-asr-lyrics'),
  lyricTask: e<typeof lyrics.lyricTask>('GET', '/lyrics/task'),
};
