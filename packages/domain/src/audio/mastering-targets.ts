/** The choices of auto-mastering (decision 034), apart from the DSP so the web page can offer them cheaply. */

/** Integrated loudness each target aims at, LUFS. */
export const MASTERING_TARGETS = { streaming: -14, loud: -9, gentle: -16 } as const;
export type MasteringTarget = keyof typeof MASTERING_TARGETS;

export const MASTERING_GENRES = ['pop', 'hiphop', 'rock', 'electronic', 'acoustic'] as const;
export type MasteringGenre = (typeof MASTERING_GENRES)[number];

/** The highest true peak a master may have, dBTP. */
export const MAX_TRUE_PEAK_DBTP = -1;
