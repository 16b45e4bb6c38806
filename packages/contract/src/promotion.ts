import { z } from 'zod';
import { AD_EVENTS } from '@portal/domain/promotion/ad-events';
import { PITCH_DESCRIPTION_MAX, PITCH_INSTRUMENTS, PITCH_MAX_CHOICES, PITCH_MOODS, PITCH_STYLES } from '@portal/domain/promotion/pitching';
import { defineRoute } from './route.ts';
import * as heads from './heads/promotion.ts';
const id = z.coerce.number().int().positive();

export const pitchProfile = z.object({ hometown: z.string(), marketingPlans: z.string(), updatedAt: z.string().nullable() });

export const pitchingInfo = defineRoute(heads.pitchingInfo, {
  summary: "The account's pitch profile: the hometown and marketing plans editors read with each pitch",
  response: pitchProfile,
});

export const savePitchingInfo = defineRoute(heads.savePitchingInfo, {
  summary: "Saves the account's pitch profile",
  body: z.object({ hometown: z.string().trim().max(100), marketingPlans: z.string().trim().max(1000) }).strict(),
  response: pitchProfile,
});

const blocks = z.enum(['in_review', 'released', 'no_date', 'too_late', 'store_not_chosen']).nullable();

export const pitch = z.object({
  songId: z.number(),
  songTitle: z.string(),
  description: z.string(),
  moods: z.array(z.string()),
  styles: z.array(z.string()),
  instruments: z.array(z.string()),
  createdAt: z.string(),
});

const albumPitchingState = z.object({
  albumId: z.number(),
  /** Whether a song of this release can be pitched now: eligible and not pitched yet. */
  canPitch: z.boolean(),
  /** Why the release cannot be pitched now, when it cannot (a pitch already sent is not a block). */
  block: blocks,
  /** The last day (yyyy-MM-dd, UTC) a pitch reaches the editors in time; null without a release day. */
  lastDay: z.string().nullable(),
  pitch: pitch.nullable(),
  songs: z.array(z.object({ songId: z.number(), title: z.string(), version: z.string() })),
});

export const albumPitching = defineRoute(heads.albumPitching, {
  summary: "A release's pitch: whether and until when it can be pitched, the pitch sent, and the songs to choose from",
  query: z.object({ albumId: id }),
  response: albumPitchingState,
});

const choices = <T extends readonly [string, ...string[]]>(values: T, max: number) =>
  z
    .array(z.enum(values))
    .max(max)
    .refine((list) => new Set(list).size === list.length, { message: 'validation_invalid_value' });

export const updateAlbumPitching = defineRoute(heads.updateAlbumPitching, {
  summary: 'Pitches one song of an upcoming release to the editors; answers 1 (sent), 2 (this release was pitched already) or 3 (the release cannot be pitched now)',
  body: z
    .object({
      albumId: id,
      songId: id,
      description: z.string().trim().min(1).max(PITCH_DESCRIPTION_MAX),
      moods: choices(PITCH_MOODS, PITCH_MAX_CHOICES.moods),
      styles: choices(PITCH_STYLES, PITCH_MAX_CHOICES.styles),
      instruments: choices(PITCH_INSTRUMENTS, PITCH_MAX_CHOICES.instruments),
    })
    .strict(),
  response: z.object({ result: z.union([z.literal(1), z.literal(2), z.literal(3)]), state: albumPitchingState }),
});

export const songPitchingAllow = defineRoute(heads.songPitchingAllow, {
  summary: "Whether a song can be pitched now: its release's state and whether it was pitched already",
  query: z.object({ songId: id }),
  response: z.object({ songId: z.number(), albumId: z.number(), allow: z.boolean(), block: blocks, pitched: z.boolean() }),
});

const count = z.coerce.number().int().min(0).max(1_000_000).optional();

export const updateGaEvents = defineRoute(heads.updateGaEvents, {
  summary:
    'Records that a paid-ads conversion event was reported for the account: due says whether it has happened (a song passed review; every agreement signed), firstReport whether this is the first time (the page reports it to the ad tag only then)',
  query: z.object({ eventName: z.enum(AD_EVENTS), totalCountChange: count, collectedCountChange: count }),
  response: z.object({ eventName: z.enum(AD_EVENTS), due: z.boolean(), firstReport: z.boolean() }),
});
