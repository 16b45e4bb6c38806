import * as uploadsHeads from '@portal/contract/heads/uploads';
import type { TrackInput } from '@portal/domain/release/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../../../../packages/i18n/locales/de.json';
import { activateLanguage, addCatalog } from '../../../lib/translator.ts';
import { ok, serveApi, type ApiCall } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { blankAlbum, blankTrack } from '../form-model.ts';
import type { AudioCheck } from '../upload-api.ts';
import { TrackAudioSlot } from './file-slots.tsx';

// The upload itself is the transport's (tested with it): here the slot gets the new file's id, as after a merge.
vi.mock('../upload-api.ts', async (original) => ({
  ...(await original<typeof import('../upload-api.ts')>()),
  uploadReleaseFile: async () => 'uf_new',
}));

const mostlySilentAndClipped: AudioCheck = {
  fileId: 'uf_kept',
  levels: { integratedLufs: -31.46, truePeakDbtp: 0.62, samplePeakDbfs: 0, silentShare: 0.6667, clippedShare: 0.0046 },
  warnings: ['mostly_silent', 'clipped'],
};
const clean: AudioCheck = { fileId: 'uf_new', levels: { integratedLufs: -14.02, truePeakDbtp: -1.1, samplePeakDbfs: -1.3, silentShare: 0, clippedShare: 0 }, warnings: [] };

let calls: ApiCall[];
beforeEach(() => {
  const checks: Record<string, AudioCheck> = { uf_kept: mostlySilentAndClipped, uf_new: clean };
  ({ calls } = serveApi((call) => ok(uploadsHeads.audioCheck, checks[call.query.fileId!]!)));
});
afterEach(() => activateLanguage('en'));

function Track({ fullAudio }: { fullAudio: string }) {
  const [track, setTrack] = useState<TrackInput>({ ...blankTrack(1, blankAlbum('Mira', 'UTC')), fullAudio });
  return <TrackAudioSlot track={track} onChange={(patch) => setTrack((before) => ({ ...before, ...patch }))} />;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the warnings under a track’s audio', () => {
  it('shows what the upload kept with the file when the draft is opened again: each warning and the figures', async () => {
    renderInApp(<Track fullAudio="uf_kept" />);
    expect(await screen.findByText('Check this audio')).toBeTruthy();
    expect(text('audio-warning-mostly_silent')).toBe('66.7% of this track is silence (below -60 dBFS). Check that the export is complete and has no long gaps.');
    expect(text('audio-warning-clipped')).toBe('0.46% of the samples are clipped (at full scale, three or more in a row). You may hear distortion: lower the level or the limiter and export again.');
    expect(text('audio-levels')).toBe('Loudness -31.5 LUFS · true peak 0.6 dBTP · silence 66.7% · clipped samples 0.46%');
    expect(calls.map((call) => [call.path, call.query.fileId])).toEqual([['/upload/audio-check', 'uf_kept']]);
  });

  it('writes the figures as the reader’s language writes numbers', async () => {
    addCatalog('de', de);
    activateLanguage('de');
    renderInApp(<Track fullAudio="uf_kept" />);
    expect(await screen.findByText(de.upload_warnings_title)).toBeTruthy();
    expect(text('audio-levels')).toBe('Lautheit -31,5 LUFS · True Peak 0,6 dBTP · Stille 66,7\u00a0% · übersteuerte Samples 0,46\u00a0%');
  });

  it('goes when the track gets audio the upload had nothing to say about', async () => {
    renderInApp(<Track fullAudio="uf_kept" />);
    await screen.findByTestId('audio-warnings');
    await userEvent.setup().upload(screen.getByTestId('audio-input'), new File([new Uint8Array(2048)], 'Fixed Master.wav', { type: 'audio/wav' }));
    await waitFor(() => expect(calls.map((call) => call.query.fileId)).toEqual(['uf_kept', 'uf_new']));
    await waitFor(() => expect(screen.queryByTestId('audio-warnings')).toBeNull());
  });
});
