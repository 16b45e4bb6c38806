import { z } from 'zod';
import { registrationStatuses } from '@portal/domain/publishing/registration';
import { defineRoute } from './route.ts';
import * as heads from './heads/publishing.ts';

const text = (max: number) => z.string().max(max);
const name = text(200);
const names = { firstName: name, middleName: name.optional(), lastName: name };
const songId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const paging = (max: number) => ({
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  count: z.coerce.number().int().min(1).max(max).default(10),
});

export const registration = z.object({
  id: z.number(),
  type: z.enum(['LOD', 'ASCAP']),
  status: z.enum(registrationStatuses),
  lodInfo: z.object({ id: z.string().nullable(), pro: z.string(), ipi: z.string() }).nullable(),
  songwriter: z.object({ firstName: z.string(), middleName: z.string().optional(), lastName: z.string() }),
  failureReason: z.string().nullable(),
});

export const getRegistration = defineRoute(heads.getRegistration, {
  summary: 'GetPublishingRegistration: the account’s sign-up for publishing, or null before it signed up',
  response: z.object({ registration: registration.nullable() }),
});

export const createRegistration = defineRoute(heads.createRegistration, {
  summary: 'CreatePublishingRegistration: sign up as a society member (LOD) or to be signed up with ASCAP (US and PR)',
  body: z.discriminatedUnion('type', [
    z.object({ type: z.literal('LOD'), lodInfo: z.object({ pro: text(60), ipi: text(20), ...names }).strict() }).strict(),
    z
      .object({
        type: z.literal('ASCAP'),
        proInfo: z
          .object({
            ...names,
            streetAddress: text(200),
            socialSecurityNumber: z.unknown(),
            state: text(10),
            city: text(200),
            zipCode: text(20),
            phoneNumber: z.object({ prefix: z.literal('+1'), number: text(20) }).strict(),
            alternateNames: z.array(text(200)).max(1).optional(),
          })
          .strict(),
      })
      .strict(),
  ]),
  response: z.object({ success: z.boolean(), registration }),
  errorCodes: [60002],
});

export const songwriter = z.object({
  id: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string().nullable(),
  pro: z.string().nullable(),
  ipi: z.string().nullable(),
  isSelf: z.boolean(),
});

export const createSongwriter = defineRoute(heads.createSongwriter, {
  summary: 'CreateOutsideSongwriter: a co-writer the account names in its splits',
  body: z.object({ ...names, email: text(300), pro: text(60), ipi: text(20) }).strict(),
  response: z.object({ id: z.number(), ipiInvalid: z.boolean() }),
});

export const listSongwriters = defineRoute(heads.listSongwriters, {
  summary: 'The account’s songwriters (its own writer first), by 100',
  query: z.object(paging(100)),
  response: z.object({ total: z.number(), songwriters: z.array(songwriter) }),
});

const split = z.object({ songwriterId: z.number(), percentage: z.number() });

export const submitTrackPublishing = defineRoute(heads.submitTrackPublishing, {
  summary: 'SubmitTrackPublishing: a track’s composition with its writers’ shares in basis points (total 10000); final once sent',
  body: z
    .object({
      songId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      publishingSplits: z
        .array(z.object({ songwriterId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), percentage: z.number().int() }).strict())
        .min(1)
        .max(200),
      englishTitle: text(1000).optional(),
    })
    .strict(),
  response: z.object({ songId: z.number(), status: z.string() }),
});

const trackRow = z.object({
  songId: z.number(),
  songTitle: z.string(),
  albumTitle: z.string(),
  coverUrls: z.object({ medium: z.string().nullable() }),
  isrc: z.string().nullable(),
  iswc: z.string().nullable(),
  percentage: z.number().nullable(),
  status: z.string(),
  submittedAt: z.string(),
});

export const listTrackPublishing = defineRoute(heads.listTrackPublishing, {
  summary: 'ListTrackPublishing: the account’s registered tracks, newest first; with songId, that track and its splits',
  query: z.object({ ...paging(1_000_000), songId: songId.optional() }),
  response: z.object({
    total: z.number(),
    trackList: z.array(trackRow),
    splitList: z.array(split.extend({ name: z.string(), isSelf: z.boolean() })).optional(),
  }),
});

export const publishingSong = z.object({
  songId: z.number(),
  title: z.string(),
  englishTitle: z.string().nullable(),
  version: z.string().nullable(),
  displayArtistList: z.array(z.string()),
  albumTitle: z.string(),
  albumCoverUrls: z.object({ small: z.string().nullable() }),
  iswc: z.string().nullable(),
  isrc: z.string().nullable(),
  createTime: z.string(),
  /** The account's publishing share, basis points (null when the form did not ask). */
  publishingPercentage: z.number().nullable(),
  publishingInfo: z.object({ status: z.string() }).nullable(),
  eligible: z.boolean(),
  ineligibleReasons: z.array(z.string()),
  needsEnglishTitle: z.boolean(),
});

export const searchPublishingSongs = defineRoute(heads.searchPublishingSongs, {
  summary: 'SearchSong / GetSongList: the account’s released tracks with their publishing facts, by 100, searched by title',
  query: z.object({ ...paging(100), value: z.string().trim().max(200).default(''), songId: songId.optional(), eligibleOnly: z.enum(['true', 'false']).default('false') }),
  response: z.object({ total: z.number(), songList: z.array(publishingSong) }),
});
