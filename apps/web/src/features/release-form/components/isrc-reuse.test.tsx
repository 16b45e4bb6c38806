import * as songsHeads from '@portal/contract/heads/songs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { ok, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { IsrcReuse } from './isrc-reuse.tsx';

const song = (albumId: number, songId: number) => ({
  songId,
  albumId,
  albumTitle: albumId === 3 ? 'Night Lights' : 'This release',
  title: 'Midnight Drive',
  version: '',
  isrc: 'QZES72600001',
  artists: 'Luna Vega',
  coverUrl: null,
  audioUrl: null,
  durationMs: 1000,
  status: 50,
  releaseTime: null,
  clipUrl: null,
  source: 'LocalUpload' as const,
  track: { title: 'Midnight Drive', fullAudio: `audio-${songId}` },
  release: {} as never,
});

describe('reusing a recording by its ISRC', () => {
  it('offers the account’s other releases with that ISRC and hands over the recording', async () => {
    const user = userEvent.setup();
    const onReuse = vi.fn();
    const { calls } = serveApi(() => ok(songsHeads.songsByIsrc, { isrc: 'QZES72600001', songs: [song(3, 7), song(9, 12)] }));
    renderInApp(<IsrcReuse isrc=" qz-es7-26-00001 " albumId={9} disabled={false} onReuse={onReuse} />);
    const offer = await screen.findByTestId('isrc-reuse');
    expect(calls[0]!.query).toEqual({ isrc: 'QZES72600001', onlyReleased: 'false' });
    expect(offer.textContent).toContain(`Midnight Drive · Night Lights · ${en.release_status_Live}`);
    expect(screen.getAllByTestId('isrc-reuse-use')).toHaveLength(1);
    await user.click(screen.getByTestId('isrc-reuse-use'));
    expect(onReuse).toHaveBeenCalledWith({ title: 'Midnight Drive', fullAudio: 'audio-7' });
  });

  it('asks nothing while the ISRC is not a valid one', async () => {
    const { calls } = serveApi(() => ok(songsHeads.songsByIsrc, { isrc: '', songs: [] }));
    renderInApp(<IsrcReuse isrc="QZ-123" albumId={null} disabled={false} onReuse={() => {}} />);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls).toEqual([]);
    expect(screen.queryByTestId('isrc-reuse')).toBeNull();
  });
});
