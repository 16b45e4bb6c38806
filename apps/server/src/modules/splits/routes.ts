import type { FastifyInstance } from 'fastify';
import * as contract from '@portal/contract/splits';
import { register } from '../../platform/route.ts';
import type { Services } from '../../platform/services.ts';
import { acceptInvite, declineInvite, inviteOfPerson, previewSplitInvitation, verifySplitCode } from './invitations.ts';
import { inviteeSongs } from './invitee-songs.ts';
import { albumSongSplits, albumSplits, cancelSplit, createAlbumSplits, resendInvites, sendInviteAgain } from './owner-splits.ts';

/** Royalty splits (decision 023). */
export function splitRoutes(app: FastifyInstance, services: Services): void {
  register(app, services, contract.createAlbumSplits, ({ actor, body }) => createAlbumSplits(services, actor(), body));
  register(app, services, contract.albumSplits, ({ actor, query }) => albumSplits(services, actor(), query));
  register(app, services, contract.albumSongSplits, ({ actor, query }) => albumSongSplits(services, actor(), query.albumId));
  register(app, services, contract.sendSplitEmailCode, ({ actor, body }) => sendInviteAgain(services, actor(), body.inviteId));
  register(app, services, contract.resendSplitInvite, ({ actor, body }) => sendInviteAgain(services, actor(), body.inviteId));
  register(app, services, contract.resendAlbumInvites, ({ actor, body }) => resendInvites(services, actor(), { albumId: body.albumId }));
  register(app, services, contract.resendInvitesV2, ({ actor, body }) => resendInvites(services, actor(), { inviteIds: body.inviteIds }));
  register(app, services, contract.cancelSplit, ({ actor, body }) => cancelSplit(services, actor(), body.splitId));
  register(app, services, contract.verifySplitCode, ({ actor, body }) => verifySplitCode(services, actor().person, body.code));
  register(app, services, contract.previewSplitInvitation, ({ query }) => previewSplitInvitation(services, query.code));
  register(app, services, contract.inviteeSongs, async ({ actor }) => ({ songs: (await inviteeSongs(services.db, actor().person)).songs }));
  register(app, services, contract.listUserSplitSongs, ({ actor, query }) => inviteeSongs(services.db, actor().person, query));
  register(app, services, contract.searchUserSplitSongs, ({ actor, query }) => inviteeSongs(services.db, actor().person, query));
  register(app, services, contract.updateUserSplitSong, async ({ actor, body }) => {
    const person = actor().person;
    const invite = await inviteOfPerson(services.db, person, body.inviteId);
    if (body.action === 'accept') await acceptInvite(services, person, invite);
    else await declineInvite(services, invite);
    const { songs } = await inviteeSongs(services.db, person);
    return songs.find((song) => song.inviteId === invite.id)!;
  });
}
