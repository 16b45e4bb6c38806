import type { AigcTaskKind } from '@portal/domain/aigc/tasks';
import type { AigcTool } from './modules/aigc/tasks.ts';
import { coverArtTool } from './modules/cover-art/generate-covers.ts';
import { hearLyricsTool, writeLyricsTool } from './modules/lyrics/lyric-tasks.ts';
import { masteringAnalyseTool, masteringProcessTool } from './modules/mastering/mastering-tasks.ts';
import { videoTool } from './modules/mv-studio/video-tasks.ts';
import { remixTool } from './modules/remix/remix-tasks.ts';

/**
 * The creation tools the server runs, one per kind of background task (decision 034), installed by buildApp beside
 * the background jobs. Keyed by every task kind, so a kind without a tool does not compile.
 */
export const aigcTools: Record<AigcTaskKind, AigcTool> = {
  mastering_analyse: masteringAnalyseTool,
  mastering_process: masteringProcessTool,
  remix: remixTool,
  cover_art: coverArtTool,
  lyrics_generate: writeLyricsTool,
  lyrics_asr: hearLyricsTool,
  mv_video: videoTool,
  video_edit: videoTool,
};
