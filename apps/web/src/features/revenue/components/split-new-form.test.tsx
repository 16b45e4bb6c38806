import * as releaseRoutes from '@portal/contract/heads/releases';
import * as songRoutes from '@portal/contract/heads/songs';
import * as splitRoutes from '@portal/contract/heads/splits';
import type * as releases from '@portal/contract/releases';
import type * as songs from '@portal/contract/songs';
import type { ResponseOf } from '@portal/contract/route';
import { ReleaseStatus } from '@portal/domain/enums';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { monthFromNow } from '../../../lib/money.ts';
import { userQuery } from '../../../lib/queries.ts';
import { type ApiCall, isCallTo, ok, type Reply, refused, serveApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { SongSplit } from '../split-api.ts';
import { SplitNewForm } from './split-new-form.tsx';

type Release = ResponseOf<typeof releases.albumList>['albums'][number];
type ReleaseDetail = ResponseOf<typeof releases.albumDetail>;

const owner = aUser({ permissions: { RoyaltySplit: ['View', 'Edit'] } });

const release = (albumId: number, title: string, status: number): Release => ({
  albumId,
  kind: 'ALBUM',
  status,
  isDraft: false,
  title,
  upc: null,
  coverUrl: null,
  artists: ['Luna'],
  releaseTime: null,
  songCount: 3,
  updatedAt: '2025-01-01T00:00:00Z',
});
const track = (songId: number | null, title: string): ReleaseDetail['tracks'][number] => ({ songId, title, durationMs: null, audioUrl: null, clipUrl: null });
const ondas: ReleaseDetail = {
  albumId: 7,
  kind: 'ALBUM',
  status: ReleaseStatus.Live,
  isDraft: false,
  title: 'Ondas',
  upc: null,
  coverUrl: null,
  album: {},
  tracks: [track(50, 'Maré Alta'), track(51, 'Noite'), track(null, 'Intro')],
  reviewReasons: [],
  revision: 1,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  submittedAt: null,
};
const liveSplit: SongSplit = {
  splitId: 30,
  songId: 51,
  songTitle: 'Noite',
  albumId: 7,
  albumTitle: 'Ondas',
  status: 'ACTIVE',
  effectiveFrom: '2025-01',
  ownerShare: '50.00',
  recoupAmount: null,
  recouped: '0.000000',
  invites: [],
  createdAt: '2025-01-01T00:00:00Z',
};

/** A song as the quick search finds it. */
const found = (songId: number, albumId: number, status: number): ResponseOf<typeof songs.songSearch>['songs'][number] => ({
  songId,
  albumId,
  albumTitle: albumId === 7 ? 'Ondas' : 'Rascunho',
  title: songId === 50 ? 'Maré Alta' : 'Maré Baixa',
  version: '',
  isrc: `BRSP725000${songId}`,
  artists: 'Luna',
  coverUrl: null,
  audioUrl: null,
  durationMs: null,
  status,
  releaseTime: null,
});

let sent: ApiCall[] = [];
let accepted: Release[] = [];
/** What the server answers a creation with when it refuses it; null: it creates the splits. */
let createRefusal: Reply | null = null;

beforeEach(() => {
  accepted = [release(7, 'Ondas', ReleaseStatus.Live), release(8, 'Brisa', ReleaseStatus.Approved)];
  createRefusal = null;
  sent = serveApi((call) => {
    if (isCallTo(call, releaseRoutes.albumList)) {
      const albums = accepted.filter((album) => album.status === ReleaseStatus[(call.body as { status: 'Approved' | 'Delivered' | 'Live' }).status]);
      return ok(releaseRoutes.albumList, { total: albums.length, counts: {}, albums });
    }
    if (isCallTo(call, releaseRoutes.releaseTracks)) return ok(releaseRoutes.releaseTracks, { tracks: call.query.albumID === '7' ? ondas.tracks : [] });
    if (isCallTo(call, songRoutes.songSearch))
      return ok(songRoutes.songSearch, { songs: call.query.value === 'mar' ? [found(50, 7, ReleaseStatus.Live), found(60, 9, ReleaseStatus.UnderReview)] : [] });
    if (isCallTo(call, splitRoutes.albumSongSplits)) return ok(splitRoutes.albumSongSplits, { splits: [liveSplit] });
    if (isCallTo(call, splitRoutes.createAlbumSplits)) {
      return createRefusal ?? ok(splitRoutes.createAlbumSplits, { splits: [{ ...liveSplit, splitId: 31, songId: 50, songTitle: 'Maré Alta', status: 'CREATED' }] });
    }
    return { status: 404, errorCode: 0 };
  }).calls;
});

const signedIn = { seed: (client: QueryClient) => client.setQueryData(userQuery.queryKey, owner) };
const creates = () => sent.filter((call) => isCallTo(call, splitRoutes.createAlbumSplits)).map((call) => call.body);

/** Chooses the release “Ondas” and its song “Maré Alta”, with one collaborator. */
async function chooseSong(email: string, share: string) {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('split-release'));
  await user.click(await screen.findByRole('option', { name: 'Ondas', hidden: true }));
  await user.click(await screen.findByTestId('split-song-check-50'));
  await user.type(screen.getByTestId('split-email-0-0'), email);
  await user.type(screen.getByTestId('split-share-0-0'), share);
  return user;
}

describe('the new split form', () => {
  it('offers the accepted releases by title, and each song of the chosen one except those already split', async () => {
    const user = userEvent.setup();
    renderInApp(<SplitNewForm onCreated={() => {}} onCancel={() => {}} />, signedIn);
    await user.click(screen.getByTestId('split-release'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Brisa', 'Ondas']);
    await user.click(options[1]!);

    const songs = await screen.findByTestId('split-songs');
    expect(within(songs).getByLabelText('Maré Alta')).toBeTruthy();
    await waitFor(() => expect((screen.getByTestId('split-song-check-51') as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByTestId('split-song-has-split-51').textContent).toBe(en.split_ui_already_split);
    // A track without a song cannot be split.
    expect(within(songs).queryByText('Intro')).toBeNull();
  });

  it('shows what the owner keeps, creates the split with the collaborators’ shares, and says how many songs it covers', async () => {
    const onCreated = vi.fn();
    renderInApp(<SplitNewForm onCreated={onCreated} onCancel={() => {}} />, signedIn);
    const user = await chooseSong('rio@example.com', '25,5');
    expect(screen.getByTestId('split-keep-0').textContent).toBe(en.split_ui_keep.replace('{{share}}', '74.50'));
    await user.click(screen.getByTestId('split-submit'));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(1));
    expect(creates()).toEqual([{ albumId: 7, effectiveFrom: monthFromNow(0), songs: [{ songId: 50, collaborators: [{ email: 'rio@example.com', share: '25.5' }] }] }]);
  });

  it('refuses before sending when the owner invites themself or the shares pass 100 %', async () => {
    renderInApp(<SplitNewForm onCreated={() => {}} onCancel={() => {}} />, signedIn);
    const user = await chooseSong('luna@example.com', '60');
    await user.click(screen.getByTestId('split-add-row-0'));
    await user.type(screen.getByTestId('split-email-0-1'), 'rio@example.com');
    await user.type(screen.getByTestId('split-share-0-1'), '60');
    expect(screen.getByTestId('split-keep-0').textContent).toBe(en.split_ui_keep.replace('{{share}}', '-20.00'));
    await user.click(screen.getByTestId('split-submit'));
    expect((await screen.findByTestId('split-form-error')).textContent).toBe(en.split_ui_check_fields);
    expect(screen.getByText(en.split_email_self)).toBeTruthy();
    expect(screen.getByTestId('split-song-error-0').textContent).toBe(en.split_total_exceeded);
    expect(creates()).toEqual([]);
  });

  it('puts the server’s refusal on the field it names, and shows a refusal of the whole request in words', async () => {
    createRefusal = refused('split_email_invalid', 400, [{ field: 'body.songs.0.collaborators.0.email', messageKey: 'split_email_invalid', message: 'invalid' }]);
    const onCreated = vi.fn();
    renderInApp(<SplitNewForm onCreated={onCreated} onCancel={() => {}} />, signedIn);
    const user = await chooseSong('rio@example.com', '25');
    await user.click(screen.getByTestId('split-submit'));
    expect(await screen.findByText(en.split_email_invalid)).toBeTruthy();
    expect(screen.getByTestId('split-email-0-0').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('split-form-error').textContent).toBe(en.split_ui_check_fields);

    createRefusal = refused('error_not_found');
    await user.click(screen.getByTestId('split-submit'));
    await waitFor(() => expect(screen.getByTestId('split-form-error').textContent).toBe(en.error_not_found));
    expect(creates()).toHaveLength(2);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('finds a song by title, ISRC or artist: picking it chooses its release and ticks it; songs of releases not accepted are not offered', async () => {
    const user = userEvent.setup();
    renderInApp(<SplitNewForm onCreated={() => {}} onCancel={() => {}} />, signedIn);
    await user.type(screen.getByTestId('split-find-song'), 'mar');
    const results = await screen.findByTestId('split-find-results');
    expect(sent.filter((call) => isCallTo(call, songRoutes.songSearch)).at(-1)!.query).toEqual({ value: 'mar' });
    expect(within(results).queryByTestId('split-find-song-60')).toBeNull();
    await user.click(within(results).getByTestId('split-find-song-50'));

    await waitFor(() => expect((screen.getByTestId('split-song-check-50') as HTMLInputElement).checked).toBe(true));
    expect((screen.getByTestId('split-release') as HTMLInputElement).value).toBe('Ondas');
    expect(sent.filter((call) => isCallTo(call, releaseRoutes.releaseTracks)).map((call) => call.query)).toEqual([{ albumID: '7' }]);

    await user.type(screen.getByTestId('split-find-song'), 'zz');
    expect((await screen.findByTestId('split-find-none')).textContent).toBe(en.split_find_song_none);
  });

  it('says so when the account has no accepted release to split', async () => {
    accepted = [release(9, 'Rascunho', ReleaseStatus.UnderReview)];
    renderInApp(<SplitNewForm onCreated={() => {}} onCancel={() => {}} />, signedIn);
    expect((await screen.findByTestId('split-no-releases')).textContent).toBe(en.split_ui_release_none);
    expect((screen.getByTestId('split-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
