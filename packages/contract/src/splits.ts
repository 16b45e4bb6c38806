import { z } from 'zod';
import { INVITE_STATUSES, MAX_COLLABORATORS, SPLIT_STATUSES } from '@portal/domain/money/splits';
import { defineRoute } from './route.ts';
import * as heads from './heads/splits.ts';
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

export const invite = z.object({
  id: z.number(),
  email: z.string(),
  /** Percent with two decimals ("25.50"). */
  share: z.string(),
  /** What the collaborator's share has earned so far (paid to them, or held until they accept). */
  paid: z.string(),
  status: z.enum(INVITE_STATUSES),
  accepted: z.boolean(),
  isRecoupPayee: z.boolean(),
  notifiedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
});

export const songSplit = z.object({
  splitId: z.number(),
  songId: z.number(),
  songTitle: z.string(),
  albumId: z.number(),
  albumTitle: z.string(),
  status: z.enum(SPLIT_STATUSES),
  effectiveFrom: month,
  ownerShare: z.string(),
  recoupAmount: z.string().nullable(),
  recouped: z.string(),
  invites: z.array(invite),
  createdAt: z.string(),
});

const collaborator = z.object({ email: z.string().max(254), share: z.string().max(10) }).strict();

export const createAlbumSplits = defineRoute(heads.createAlbumSplits, {
  summary: 'Creates splits for songs of an accepted release: collaborators by e-mail with shares (owner keeps the rest), an optional recoup paid first, from a month on',
  body: z
    .object({
      albumId: z.number().int().positive(),
      effectiveFrom: month,
      songs: z
        .array(
          z
            .object({
              songId: z.number().int().positive(),
              collaborators: z.array(collaborator).max(MAX_COLLABORATORS + 1),
              recoup: z
                .object({ email: z.string().max(254), amount: z.string().max(20) })
                .strict()
                .optional(),
            })
            .strict(),
        )
        .min(1)
        .max(500),
    })
    .strict(),
  response: z.object({ splits: z.array(songSplit) }),
});

export const albumSplits = defineRoute(heads.albumSplits, {
  summary: 'The account’s releases that have splits, with the count of songs split and of invitations still open',
  query: z.object({ offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({
    total: z.number(),
    albums: z.array(z.object({ albumId: z.number(), title: z.string(), songsSplit: z.number(), openInvites: z.number() })),
  }),
});

export const albumSongSplits = defineRoute(heads.albumSongSplits, {
  summary: 'The splits of one release’s songs, with every invitation',
  query: z.object({ albumId: z.coerce.number().int().positive() }),
  response: z.object({ splits: z.array(songSplit) }),
});

const inviteTarget = { inviteId: z.number().int().positive() };

export const sendSplitEmailCode = defineRoute(heads.sendSplitEmailCode, {
  summary: 'Sends a collaborator the invitation with a new split code (CREATED or NOTIFIED invitations)',
  body: z.object(inviteTarget).strict(),
  response: invite,
});

export const resendSplitInvite = defineRoute(heads.resendSplitInvite, {
  summary: 'Sends an invitation again with a new split code',
  body: z.object(inviteTarget).strict(),
  response: invite,
});

export const resendAlbumInvites = defineRoute(heads.resendAlbumInvites, {
  summary: 'Sends every open invitation of a release again',
  body: z.object({ albumId: z.number().int().positive() }).strict(),
  response: z.object({ sent: z.number() }),
});

export const resendInvitesV2 = defineRoute(heads.resendInvitesV2, {
  summary: 'Sends these open invitations again',
  body: z.object({ inviteIds: z.array(z.number().int().positive()).min(1).max(100) }).strict(),
  response: z.object({ sent: z.number() }),
});

export const cancelSplit = defineRoute(heads.cancelSplit, {
  summary: 'Ends a split: later earnings stay with the owner; what collaborators earned until now stays theirs',
  body: z.object({ splitId: z.number().int().positive() }).strict(),
  response: songSplit,
});

export const verifySplitCode = defineRoute(heads.verifySplitCode, {
  summary: 'A collaborator accepts an invitation with its split code; what was held for them moves into their balance',
  body: z.object({ code: z.string().min(10).max(200) }).strict(),
  response: z.object({ inviteId: z.number(), songTitle: z.string(), share: z.string(), released: z.string() }),
});

export const previewSplitInvitation = defineRoute(heads.previewSplitInvitation, {
  summary: 'What an invitation offers before it is accepted: song, owner, share, first sales month and the amount held so far (the code stays valid)',
  query: z.object({ code: z.string().min(10).max(200) }),
  response: z.object({ songTitle: z.string(), ownerName: z.string(), share: z.string(), effectiveFrom: z.string(), held: z.string(), currency: z.string() }),
});

export const inviteeSong = z.object({
  inviteId: z.number(),
  splitId: z.number(),
  songId: z.number(),
  songTitle: z.string(),
  albumTitle: z.string(),
  ownerName: z.string().nullable(),
  share: z.string(),
  status: z.enum(INVITE_STATUSES),
  splitStatus: z.enum(SPLIT_STATUSES),
  /** Earned so far (held until accepted). */
  earned: z.string(),
});

const paging = { offset: z.coerce.number().int().min(0).default(0), count: z.coerce.number().int().min(1).max(100).default(20) };

export const inviteeSongs = defineRoute(heads.inviteeSongs, {
  summary: 'Songs the signed-in person is invited to share, by their e-mail or accepted',
  response: z.object({ songs: z.array(inviteeSong) }),
});

export const listUserSplitSongs = defineRoute(heads.listUserSplitSongs, {
  summary: 'The same songs, paged',
  query: z.object(paging),
  response: z.object({ total: z.number(), songs: z.array(inviteeSong) }),
});

export const searchUserSplitSongs = defineRoute(heads.searchUserSplitSongs, {
  summary: 'The same songs, searched by title',
  query: z.object({ value: z.string().max(100).default(''), ...paging }),
  response: z.object({ total: z.number(), songs: z.array(inviteeSong) }),
});

export const updateUserSplitSong = defineRoute(heads.updateUserSplitSong, {
  summary: 'A collaborator accepts or declines an invitation sent to their e-mail address',
  body: z.object({ inviteId: z.number().int().positive(), action: z.enum(['accept', 'decline']) }).strict(),
  response: inviteeSong,
});
