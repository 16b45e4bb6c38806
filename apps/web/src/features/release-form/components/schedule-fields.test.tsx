import * as systemRoutes from '@portal/contract/heads/system';
import type { AlbumInput } from '@portal/domain/release/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { ok, refused, serveApi, type Reply } from '../../../test/fake-api.ts';
import { renderInApp } from '../../../test/render.tsx';
import { releaseGatesQuery } from '../api.ts';
import { blankAlbum } from '../form-model.ts';
import { ScheduleFields } from './schedule-fields.tsx';

const gates = (preRelease: boolean): Reply => ok(systemRoutes.releaseFeatureGates, { gates: { preRelease, dolbyAtmos: false }, cacheSeconds: 60 });

function Scheduling({ start = {}, patches = [] }: { start?: Partial<AlbumInput>; patches?: Partial<AlbumInput>[] }) {
  const [album, setAlbum] = useState<AlbumInput>({ ...blankAlbum('Luna', 'UTC'), ...start });
  const onChange = (patch: Partial<AlbumInput>) => {
    patches.push(patch);
    setAlbum((current) => ({ ...current, ...patch }));
  };
  return <ScheduleFields album={album} onChange={onChange} message={() => undefined} locked={() => false} />;
}

const preReleaseBox = () => screen.queryByRole('checkbox', { name: en.rf_opt_in_prerelease }) as HTMLInputElement | null;

describe('the pre-release choice and the release form’s gates', () => {
  it('offers a pre-release while the preRelease gate is on, with its date once chosen', async () => {
    const user = userEvent.setup();
    const { calls } = serveApi(() => gates(true));
    renderInApp(<Scheduling />);
    await screen.findByText(en.rf_opt_in_prerelease_hint);
    expect(calls.map((call) => call.path)).toEqual([systemRoutes.releaseFeatureGates.path]);
    await user.click(preReleaseBox()!);
    expect(screen.getByText(en.rf_prerelease_date)).toBeTruthy();
  });

  it('offers no pre-release while the gate is off', async () => {
    serveApi(() => gates(false));
    const { client } = renderInApp(<Scheduling />);
    await waitFor(() => expect(client.getQueryState(releaseGatesQuery.queryKey)?.status).toBe('success'));
    expect(preReleaseBox()).toBeNull();
    expect(screen.queryByText(en.rf_prerelease_date)).toBeNull();
  });

  it('keeps a pre-release the release already has, saying it is no longer offered, until it is unticked', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    serveApi(() => gates(false));
    renderInApp(<Scheduling start={{ optInPrerelease: true, preReleaseTime: Date.UTC(2027, 0, 10) }} patches={patches} />);
    expect(await screen.findByText(en.rf_prerelease_not_offered)).toBeTruthy();
    expect(preReleaseBox()!.checked).toBe(true);
    await user.click(preReleaseBox()!);
    expect(patches.at(-1)).toEqual({ optInPrerelease: false, preReleaseTime: null });
    expect(preReleaseBox()).toBeNull();
  });

  it('still offers a pre-release when the gates cannot be read', async () => {
    serveApi(() => refused('error_system_common', 500));
    const { client } = renderInApp(<Scheduling />);
    await waitFor(() => expect(client.getQueryState(releaseGatesQuery.queryKey)?.status).toBe('error'));
    expect(preReleaseBox()).not.toBeNull();
  });
});
