import type { RuleIssue } from '@portal/domain/release/messages';
import type { ReleaseReport } from '@portal/domain/release/validate';
import { describe, expect, it } from 'vitest';
import { albumMessage, editorReducer, startEditing, trackIssueCounts, trackMessage, type EditorAction, type EditorState } from './editor-state.ts';
import { blankAlbum, blankTrack, type ReleaseFormState } from './form-model.ts';

const album = blankAlbum('Luna Vega', 'UTC');
const form = (): ReleaseFormState => ({
  kind: 'ALBUM',
  album,
  tracks: [
    { ...blankTrack(1, album), title: 'One' },
    { ...blankTrack(2, album), title: 'Two' },
    { ...blankTrack(3, album), title: 'Three' },
  ],
});
const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const text = (issue: RuleIssue | undefined) => issue?.key;
const issue = (key: string) => ({ key }) as RuleIssue;
/** The rules' report: an empty title on every track, by position (as the rules report it). */
const report = (state: EditorState): ReleaseReport => ({ album: { cover: issue('rule_cover') }, tracks: state.form.tracks.map(() => ({ title: issue('rule_title') })) });

describe('the release form state', () => {
  it('shows a field’s issue once it is touched, or after a submit, and not before', () => {
    let state = startEditing(form(), null, false);
    expect(albumMessage(state, report(state), text)('cover')).toBeUndefined();
    expect(trackMessage(state, report(state), text, 1)('title')).toBeUndefined();
    state = run(state, { type: 'track', index: 1, patch: { title: '' } });
    expect(trackMessage(state, report(state), text, 1)('title')).toBe('rule_title');
    expect(trackMessage(state, report(state), text, 0)('title')).toBeUndefined();
    expect(trackIssueCounts(state, report(state))).toEqual([0, 1, 0]);
    state = run(state, { type: 'submit-refused', message: 'Fix the release first' });
    expect(albumMessage(state, report(state), text)('cover')).toBe('rule_cover');
    expect(trackIssueCounts(state, report(state))).toEqual([1, 1, 1]);
    expect(state.submitError).toBe('Fix the release first');
  });

  it('keeps what was touched with its track when tracks move or one is removed', () => {
    let state = run(startEditing(form(), null, false), { type: 'track', index: 2, patch: { title: '' } });
    state = run(state, { type: 'move-track', from: 2, to: 0 });
    expect(state.form.tracks.map((track) => track.title)).toEqual(['', 'One', 'Two']);
    expect(trackIssueCounts(state, report(state))).toEqual([1, 0, 0]);
    state = run(state, { type: 'remove-track', index: 1 });
    expect(trackIssueCounts(state, report(state))).toEqual([1, 0]);
  });

  it('puts the server’s message on the track it names, keeps it there when the track moves, and drops it once that field changes', () => {
    let state = run(
      startEditing(form(), null, false),
      { type: 'submitting' },
      {
        type: 'submit-failed',
        message: 'Refused',
        fieldMessages: [
          { field: 'body.tracks.1.isrc', message: 'This ISRC is used by another track' },
          { field: 'body.album.upc', message: 'This UPC is taken' },
        ],
      },
    );
    expect(state.submitting).toBe(false);
    expect(trackMessage(state, null, text, 1)('isrc')).toBe('This ISRC is used by another track');
    expect(albumMessage(state, null, text)('upc')).toBe('This UPC is taken');
    state = run(state, { type: 'move-track', from: 1, to: 2 });
    expect(trackMessage(state, null, text, 1)('isrc')).toBeUndefined();
    expect(trackMessage(state, null, text, 2)('isrc')).toBe('This ISRC is used by another track');
    expect(trackIssueCounts(state, null)).toEqual([0, 0, 1]);
    state = run(state, { type: 'track', index: 2, patch: { isrc: 'QZS8P2600001' } });
    expect(trackMessage(state, null, text, 2)('isrc')).toBeUndefined();
    state = run(state, { type: 'album', patch: { upc: '0123456789012' } });
    expect(albumMessage(state, null, text)('upc')).toBeUndefined();
  });

  it('gives tracks without a language the release’s, and leaves a chosen one', () => {
    const start = form();
    start.tracks[0] = { ...start.tracks[0]!, language: 'pt', lyricsLanguage: 'pt' };
    start.tracks[1] = { ...start.tracks[1]!, language: '', lyricsLanguage: '', isInstrumental: true };
    start.tracks[2] = { ...start.tracks[2]!, language: '', lyricsLanguage: '' };
    const state = run(startEditing(start, null, false), { type: 'album', patch: { language: 'es' } });
    expect(state.form.tracks.map((track) => [track.language, track.lyricsLanguage])).toEqual([
      ['pt', 'pt'],
      ['es', ''],
      ['es', 'es'],
    ]);
    expect(state.dirty).toBe(true);
  });

  it('opens a track added, closes the editor when a track is removed', () => {
    let state = run(startEditing(form(), null, false), { type: 'add-track' });
    expect(state.form.tracks).toHaveLength(4);
    expect(state.editing).toBe(3);
    expect(new Set(state.form.tracks.map((track) => track.key)).size).toBe(4);
    state = run(state, { type: 'remove-track', index: 3 });
    expect(state.editing).toBeNull();
  });

  it('saves: stays dirty when the person changed more during the save, and says when the draft changed elsewhere', () => {
    let state = run(startEditing(form(), null, false), { type: 'track', index: 0, patch: { title: 'Uno' } }, { type: 'saving' });
    expect(state).toMatchObject({ saveState: 'saving', dirty: true });
    state = run(state, { type: 'saved', draft: { albumId: 9, revision: 1 }, changedMeanwhile: true });
    expect(state).toMatchObject({ saveState: 'saved', dirty: true, saved: { albumId: 9, revision: 1 } });
    state = run(state, { type: 'saving' }, { type: 'saved', draft: { albumId: 9, revision: 2 }, changedMeanwhile: false });
    expect(state.dirty).toBe(false);
    expect(run(state, { type: 'saving' }, { type: 'save-failed', conflict: true }).saveState).toBe('conflict');
    expect(run(state, { type: 'saving' }, { type: 'save-failed', conflict: false }).saveState).toBe('failed');
  });

  it('shows every issue from the start when a submitted release is updated', () => {
    const state = startEditing(form(), { albumId: 3, revision: 4 }, true);
    expect(trackIssueCounts(state, report(state))).toEqual([1, 1, 1]);
  });
});
