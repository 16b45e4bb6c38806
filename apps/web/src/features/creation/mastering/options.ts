import { MASTERING_GENRES, MASTERING_TARGETS, type MasteringTarget } from '@portal/domain/audio/mastering-targets';
import { optionSource } from '../../../lib/option-sources.ts';

/** Loudness targets, each with its level. */
export const masteringTargetOptions = optionSource('mastering.target', (t) =>
  (Object.keys(MASTERING_TARGETS) as MasteringTarget[]).map((value) => ({ value, label: t(`mastering_target_${value}`, { lufs: MASTERING_TARGETS[value] }) })),
);
export const masteringGenreOptions = optionSource('mastering.genre', (t) => MASTERING_GENRES.map((value) => ({ value, label: t(`mastering_genre_${value}`) })));
