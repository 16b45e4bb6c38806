import { head } from '../head.ts';

const splitEdit = { tag: 'splits', access: 'user', permission: { resource: 'RoyaltySplit', action: 'Edit' } } as const;
/** Royalty splits (document 1 sections 3 and 7 "Splits", decision 023); paths as document 1 spells them. */
const splitView = { tag: 'splits', access: 'user', permission: { resource: 'RoyaltySplit', action: 'View' } } as const;
/** A collaborator's own invitations: their login, whatever team they act in. */
const invitee = { tag: 'splits', access: 'user', permission: 'personal' } as const;

export const createAlbumSplits = head({
  method: 'POST',
  path: '/split/album/create',
  ...splitEdit,
});

export const albumSplits = head({
  method: 'GET',
  path: '/split/album',
  ...splitView,
});

export const albumSongSplits = head({
  method: 'GET',
  path: '/split/album/song',
  ...splitView,
});

export const sendSplitEmailCode = head({
  method: 'POST',
  path: '/split/send/email-code',
  ...splitEdit,
});

export const resendSplitInvite = head({
  method: 'POST',
  path: '/split/resend/invite',
  ...splitEdit,
});

export const resendAlbumInvites = head({
  method: 'POST',
  path: '/split/resend/album-invite',
  ...splitEdit,
});

export const resendInvitesV2 = head({
  method: 'POST',
  path: '/split/resend-invite-v2',
  ...splitEdit,
});

export const cancelSplit = head({
  method: 'POST',
  path: '/split/cancel',
  ...splitEdit,
});

export const verifySplitCode = head({
  method: 'POST',
  path: '/split/verify/split-code',
  ...invitee,
});

export const previewSplitInvitation = head({
  method: 'GET',
  path: '/split/invitation',
  ...invitee,
});

export const inviteeSongs = head({
  method: 'GET',
  path: '/split/invitee/song',
  ...invitee,
});

export const listUserSplitSongs = head({
  method: 'GET',
  path: '/split/list-user-split-song',
  ...invitee,
});

export const searchUserSplitSongs = head({
  method: 'GET',
  path: '/split/search-user-split-song',
  ...invitee,
});

export const updateUserSplitSong = head({
  method: 'POST',
  path: '/split/update-user-split-song',
  ...invitee,
});
