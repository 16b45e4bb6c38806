import * as systemRoutes from '@portal/contract/heads/system';
import type { AlbumInput } from '@portal/domain/release/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/translator.ts';
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

describe('the release and pre-release times', () => {
  afterEach(() => activateLanguage('en'));

  /** The hour choice of a time field: its options as shown, after opening it. */
  async function hourOptions(testId: string) {
    const input = screen.getByTestId(testId);
    await userEvent.setup().click(input);
    const list = document.getElementById(input.getAttribute('aria-controls')!)!;
    return within(list)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
  }

  it('offers the hours 0 to 23 as 12-hour labels, and sets the hour chosen in the release’s timezone', async () => {
    const user = userEvent.setup();
    const patches: Partial<AlbumInput>[] = [];
    serveApi(() => gates(true));
    renderInApp(<Scheduling start={{ timezone: 'Europe/Berlin', releaseTime: Date.UTC(2027, 0, 10, 23) }} patches={patches} />);
    const time = screen.getByTestId('release-time-time') as HTMLInputElement;
    expect(time.tagName).toBe('INPUT');
    expect(time.type).not.toBe('time');
    // 23:00 UTC is midnight in Berlin.
    expect(time.value).toBe('12 AM');
    const options = await hourOptions('release-time-time');
    expect(options).toHaveLength(24);
    expect(options.slice(0, 3)).toEqual(['12 AM', '1 AM', '2 AM']);
    expect(options.slice(11, 14)).toEqual(['11 AM', '12 PM', '1 PM']);
    expect(options.at(-1)).toBe('11 PM');
    await user.click(screen.getByRole('option', { name: '3 PM', hidden: true }));
    expect(patches.at(-1)).toEqual({ releaseTime: Date.UTC(2027, 0, 11, 14) });
  }, 20_000);

  it('labels the hours in the reader’s language', async () => {
    activateLanguage('ar');
    serveApi(() => gates(true));
    renderInApp(<Scheduling />);
    const expected = new Intl.DateTimeFormat('ar', { hour: 'numeric', hour12: true, timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, 15));
    expect((await hourOptions('release-time-time'))[15]).toBe(expected);
  }, 20_000);

  it('states the time zone of both times the same way', async () => {
    const user = userEvent.setup();
    serveApi(() => gates(true));
    renderInApp(<Scheduling start={{ timezone: 'America/Sao_Paulo' }} />);
    await screen.findByText(en.rf_opt_in_prerelease_hint);
    await user.click(preReleaseBox()!);
    const note = en.rf_time_zone_note.replace('{{zone}}', 'America/Sao Paulo');
    expect(screen.getByTestId('release-time-zone').textContent).toBe(note);
    expect(screen.getByTestId('prerelease-time-zone').textContent).toBe(note);
    expect(within(screen.getByRole('group', { name: en.rf_prerelease_date })).getByTestId('prerelease-time-time')).toBeTruthy();
  }, 20_000);
});
