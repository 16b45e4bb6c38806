import * as releaseRoutes from '@portal/contract/heads/releases';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { isCallTo, ok, refused, serveApi } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ClipEditorButton } from './clip-editor.tsx';

const clip = { songId: 7, clipFileId: 'f1', clipUrl: '/api/files/f1', startMs: 40_000, durationMs: 30_000 };

describe('changing a released track’s preview clip', () => {
  it('starts from the clip the track has and saves the new start and length', async () => {
    const user = userEvent.setup();
    const { callsTo } = serveApi((call) =>
      isCallTo(call, releaseRoutes.updateSongClip) ? ok(releaseRoutes.updateSongClip, { ...clip, startMs: 41_000, durationMs: 20_000 }) : ok(releaseRoutes.getSongClip, clip),
    );
    renderInApp(<ClipEditorButton songId={7} title="Midnight Drive" audioUrl="/api/files/full" durationMs={200_000} />);
    await user.click(screen.getByTestId('clip-edit'));
    expect(await screen.findByText(en.clip_edit_start.replace('{{from}}', '0:40').replace('{{to}}', '1:10'))).toBeTruthy();
    const length = screen.getByTestId('clip-length') as HTMLInputElement;
    await user.clear(length);
    await user.type(length, '20');
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight' });
    await user.click(screen.getByTestId('clip-save'));
    await screen.findByTestId('clip-saved');
    expect(callsTo(releaseRoutes.updateSongClip).map((call) => call.body)).toEqual([{ songId: 7, startMs: 41_000, durationMs: 20_000 }]);
  });

  it('says why the server refused', async () => {
    const user = userEvent.setup();
    serveApi((call) => (isCallTo(call, releaseRoutes.updateSongClip) ? refused('release_wrong_status', 409) : ok(releaseRoutes.getSongClip, clip)));
    renderInApp(<ClipEditorButton songId={7} title="Midnight Drive" audioUrl="/api/files/full" durationMs={200_000} />);
    await user.click(screen.getByTestId('clip-edit'));
    await user.click(await screen.findByTestId('clip-save'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en.release_wrong_status));
  });
});
