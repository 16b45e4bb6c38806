import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../../packages/i18n/locales/en.json';
import { renderInApp } from '../../../test/render.tsx';
import { blankAlbum, blankTrack, moveTrack, removeTrack, type FormTrack } from '../form-model.ts';
import { TrackList } from './track-list.tsx';

const track = (title: string, fullAudio = 'file-1'): FormTrack => ({ ...blankTrack(1, blankAlbum('Luna', 'UTC')), title, fullAudio });
const noop = () => {};
const row = (index: number) => screen.getByTestId(`track-row-${index}`);
const shownTitles = () => screen.getAllByTestId(/^track-row-/).map((item) => within(item).getAllByText(/\S/)[1]?.textContent);

/** The form's own wiring: moving and removing go through the form model, and the list shows the result. */
function Arranging({ start }: { start: FormTrack[] }) {
  const [tracks, setTracks] = useState(start);
  return (
    <TrackList
      tracks={tracks}
      issueCounts={[]}
      canAdd={false}
      canArrange
      onAdd={noop}
      onEdit={noop}
      onMove={(from, to) => setTracks((current) => moveTrack(current, from, to))}
      onRemove={(index) => setTracks((current) => removeTrack(current, index))}
    />
  );
}

// The list draws only the rows in view; a browser gives its scroller a height, happy-dom does not (8 rows' worth here).
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'track-list' ? 8 * 56 : 0;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the release form’s track list', () => {
  it('numbers the tracks in order, names an untitled one, says which have no audio and how many issues each has, and shows the rules’ message', () => {
    renderInApp(
      <TrackList
        tracks={[track('Maré Alta'), track('  '), track('Zebra', '')]}
        issueCounts={[0, 2]}
        canAdd
        canArrange
        onAdd={noop}
        onEdit={noop}
        onMove={noop}
        onRemove={noop}
        message="Add at least two tracks."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Add at least two tracks.');
    expect(screen.getByRole('heading', { name: `${en.rf_tracks_section} (3)` })).toBeTruthy();
    expect(within(row(0)).getByText('1')).toBeTruthy();
    expect(within(row(0)).getByText('Maré Alta')).toBeTruthy();
    expect(within(row(1)).getByText(en.rf_untitled_track)).toBeTruthy();
    expect(screen.queryByTestId('track-issues-0')).toBeNull();
    expect(screen.getByTestId('track-issues-1').textContent).toBe(en.rf_track_issues.replace('{{issues}}', '2'));
    // A missing count (the rules have not run for that track) shows no badge.
    expect(screen.queryByTestId('track-issues-2')).toBeNull();
    expect(within(row(2)).getByText(en.rf_no_audio)).toBeTruthy();
    expect(within(row(0)).queryByText(en.rf_no_audio)).toBeNull();
  });

  it('moves a track down and up and removes one, renumbering the list as shown', async () => {
    const user = userEvent.setup();
    renderInApp(<Arranging start={[track('One'), track('Two'), track('Three')]} />);
    expect(shownTitles()).toEqual(['One', 'Two', 'Three']);
    // The first cannot go further up, the last further down.
    expect(within(row(0)).getByRole('button', { name: en.rf_move_up }).hasAttribute('disabled')).toBe(true);
    expect(within(row(2)).getByRole('button', { name: en.rf_move_down }).hasAttribute('disabled')).toBe(true);

    await user.click(within(row(0)).getByRole('button', { name: en.rf_move_down }));
    expect(shownTitles()).toEqual(['Two', 'One', 'Three']);
    await user.click(within(row(2)).getByRole('button', { name: en.rf_move_up }));
    expect(shownTitles()).toEqual(['Two', 'Three', 'One']);

    await user.click(within(row(0)).getByRole('button', { name: en.rf_remove }));
    expect(shownTitles()).toEqual(['Three', 'One']);
    expect(screen.getByRole('heading', { name: `${en.rf_tracks_section} (2)` })).toBeTruthy();
    // The last track left cannot be removed.
    await user.click(within(row(0)).getByRole('button', { name: en.rf_remove }));
    expect(shownTitles()).toEqual(['One']);
    expect(screen.queryByRole('button', { name: en.rf_remove })).toBeNull();
  });

  it('opens a track and adds one through the form', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onAdd = vi.fn();
    renderInApp(<TrackList tracks={[track('One'), track('Two')]} issueCounts={[]} canAdd canArrange onAdd={onAdd} onEdit={onEdit} onMove={noop} onRemove={noop} />);
    await user.click(screen.getByTestId('edit-track-1'));
    expect(onEdit).toHaveBeenCalledWith(1);
    await user.click(screen.getByTestId('add-track'));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('after approval (limited update) the order is fixed: no adding, moving or removing, only editing', () => {
    renderInApp(<TrackList tracks={[track('One'), track('Two')]} issueCounts={[]} canAdd={false} canArrange={false} onAdd={noop} onEdit={noop} onMove={noop} onRemove={noop} />);
    expect(screen.queryByTestId('add-track')).toBeNull();
    expect(screen.queryByRole('button', { name: en.rf_move_up })).toBeNull();
    expect(screen.queryByRole('button', { name: en.rf_move_down })).toBeNull();
    expect(screen.queryByRole('button', { name: en.rf_remove })).toBeNull();
    expect(screen.getByTestId('edit-track-1')).toBeTruthy();
  });

  it('draws only the rows in view of a 500-track album, and counts them all', () => {
    const tracks = Array.from({ length: 500 }, (_, index) => track(`Track ${index + 1}`));
    renderInApp(<TrackList tracks={tracks} issueCounts={[]} canAdd canArrange onAdd={noop} onEdit={noop} onMove={noop} onRemove={noop} />);
    expect(screen.getByRole('heading', { name: `${en.rf_tracks_section} (500)` })).toBeTruthy();
    expect(within(row(0)).getByText('Track 1')).toBeTruthy();
    expect(screen.getAllByTestId(/^track-row-/).length).toBeLessThan(30);
    expect(screen.queryByTestId('track-row-499')).toBeNull();
  });
});
