import type { RuleIssue } from '@portal/domain/release/messages';
import type { AlbumInput, ArtistRef, TrackInput } from '@portal/domain/release/model';
import type { AlbumField, ReleaseReport, TrackField } from '@portal/domain/release/validate';
import type { SavedDraft } from './api.ts';
import { blankTrack, moveTrack, removeTrack, withArtistRenamed, type FormTrack, type ReleaseFormState } from './form-model.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict';

/**
 * Everything the release form keeps while a person edits: the release, the draft it is saved as, which fields they
 * have touched, the server's refusals, and what is open. Issues of a track are kept by the track's key, never its
 * position, so they stay with the track when tracks are moved or removed.
 */
export interface EditorState {
  form: ReleaseFormState;
  saved: SavedDraft | null;
  saveState: SaveState;
  /** Changed since the last save: autosave waits for this. */
  dirty: boolean;
  /** `album.<field>` and `tracks.<track key>.<field>`. */
  touched: ReadonlySet<string>;
  /** Every issue shown, touched or not (after a submit, and when a submitted release is updated). */
  showAll: boolean;
  /** Tracks (by key) whose every issue is shown: the person pressed Done in the track's drawer. */
  checkedTracks: ReadonlySet<string>;
  /** The server's field messages, by the same paths as `touched`. */
  serverIssues: Readonly<Record<string, string>>;
  submitting: boolean;
  submitError: string | null;
  /** The index of the track open in the editor. */
  editing: number | null;
}

export type EditorAction =
  | { type: 'album'; patch: Partial<AlbumInput> }
  | { type: 'track'; index: number; patch: Partial<TrackInput> }
  | { type: 'artist-renamed'; before: string; after: ArtistRef }
  | { type: 'add-track' }
  | { type: 'move-track'; from: number; to: number }
  | { type: 'remove-track'; index: number }
  | { type: 'edit'; index: number | null }
  | { type: 'check-track'; index: number }
  | { type: 'saving' }
  | { type: 'saved'; draft: SavedDraft; changedMeanwhile: boolean }
  | { type: 'save-failed'; conflict: boolean }
  | { type: 'submit-refused'; message: string }
  | { type: 'submitting' }
  | { type: 'submit-failed'; message: string; fieldMessages: { field: string; message: string }[] }
  | { type: 'submitted' };

export const startEditing = (form: ReleaseFormState, saved: SavedDraft | null, showAll: boolean): EditorState => ({
  form,
  saved,
  saveState: 'idle',
  dirty: false,
  touched: new Set(),
  showAll,
  checkedTracks: new Set(),
  serverIssues: {},
  submitting: false,
  submitError: null,
  editing: null,
});

const albumPath = (field: string) => `album.${field}`;
const trackPath = (track: FormTrack, field: string) => `tracks.${track.key}.${field}`;

/** Marks paths touched; the server's message on a path goes once the person changes it. */
function touch(state: EditorState, paths: string[]): Pick<EditorState, 'touched' | 'serverIssues'> {
  return {
    touched: new Set([...state.touched, ...paths]),
    serverIssues: Object.fromEntries(Object.entries(state.serverIssues).filter(([path]) => !paths.includes(path))),
  };
}

/** A release's language is the natural default for its tracks that have none yet. */
function withAlbumLanguage(track: FormTrack, language: string): FormTrack {
  return { ...track, language: track.language || language, lyricsLanguage: track.isInstrumental ? track.lyricsLanguage : track.lyricsLanguage || language };
}

/** The server names a track's field by its position (`tracks.2.title`, `body.` first): kept here by the track's key. */
function serverPath(form: ReleaseFormState, field: string): string {
  const path = field.replace(/^body\./, '');
  const match = /^tracks\.(\d+)\.(.+)$/.exec(path);
  const track = match ? form.tracks[Number(match[1])] : undefined;
  return match && track ? trackPath(track, match[2]!) : path;
}

function changeTracks(state: EditorState, tracks: FormTrack[]): EditorState {
  return { ...state, form: { ...state.form, tracks }, dirty: true, ...touch(state, [albumPath('tracks')]) };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'album': {
      const { language } = action.patch;
      const tracks = language ? state.form.tracks.map((track) => withAlbumLanguage(track, language)) : state.form.tracks;
      return { ...state, form: { ...state.form, album: { ...state.form.album, ...action.patch }, tracks }, dirty: true, ...touch(state, Object.keys(action.patch).map(albumPath)) };
    }
    case 'track': {
      const track = state.form.tracks[action.index];
      if (!track) return state;
      const tracks = state.form.tracks.map((each, position) => (position === action.index ? { ...each, ...action.patch } : each));
      return {
        ...state,
        form: { ...state.form, tracks },
        dirty: true,
        ...touch(
          state,
          Object.keys(action.patch).map((field) => trackPath(track, field)),
        ),
      };
    }
    case 'artist-renamed':
      return { ...state, form: withArtistRenamed(state.form, action.before, action.after), dirty: true };
    case 'add-track': {
      const added = changeTracks(state, [...state.form.tracks, blankTrack(state.form.tracks.length + 1, state.form.album)]);
      return { ...added, editing: state.form.tracks.length };
    }
    case 'move-track':
      return changeTracks(state, moveTrack(state.form.tracks, action.from, action.to));
    case 'remove-track':
      return { ...changeTracks(state, removeTrack(state.form.tracks, action.index)), editing: null };
    case 'edit':
      return { ...state, editing: action.index };
    case 'check-track': {
      const track = state.form.tracks[action.index];
      return track ? { ...state, checkedTracks: new Set([...state.checkedTracks, track.key]) } : state;
    }
    case 'saving':
      return { ...state, saveState: 'saving' };
    case 'saved':
      return { ...state, saved: action.draft, saveState: 'saved', dirty: action.changedMeanwhile };
    case 'save-failed':
      return { ...state, saveState: action.conflict ? 'conflict' : 'failed' };
    case 'submit-refused':
      return { ...state, showAll: true, submitError: action.message };
    case 'submitting':
      return { ...state, showAll: true, submitting: true, submitError: null };
    case 'submit-failed':
      return {
        ...state,
        submitting: false,
        submitError: action.message,
        serverIssues: { ...state.serverIssues, ...Object.fromEntries(action.fieldMessages.map(({ field, message }) => [serverPath(state.form, field), message])) },
      };
    case 'submitted':
      return { ...state, submitting: false, dirty: false };
  }
}

type IssueText = (issue: RuleIssue | undefined) => string | undefined;

/** What a field of the release says under it: the server's message, else the rule's once the field is touched. */
export const albumMessage = (state: EditorState, report: ReleaseReport | null, text: IssueText) => (field: AlbumField) =>
  state.serverIssues[albumPath(field)] ?? (state.showAll || state.touched.has(albumPath(field)) ? text(report?.album[field]) : undefined);

const shownWhole = (state: EditorState, track: FormTrack) => state.showAll || state.checkedTracks.has(track.key);

/** The same for a field of the track at `index`. */
export const trackMessage = (state: EditorState, report: ReleaseReport | null, text: IssueText, index: number) => (field: TrackField) => {
  const track = state.form.tracks[index];
  if (!track) return undefined;
  const path = trackPath(track, field);
  return state.serverIssues[path] ?? (shownWhole(state, track) || state.touched.has(path) ? text(report?.tracks[index]?.[field]) : undefined);
};

/** Whether the track at `index` passes the rules and the server named nothing in it: its Done closes the drawer. */
export function trackIsClean(state: EditorState, report: ReleaseReport | null, index: number): boolean {
  const track = state.form.tracks[index];
  if (!track) return true;
  return Object.keys(report?.tracks[index] ?? {}).length === 0 && !Object.keys(state.serverIssues).some((path) => path.startsWith(`tracks.${track.key}.`));
}

/** How many issues each track shows (for its row in the track list). */
export function trackIssueCounts(state: EditorState, report: ReleaseReport | null): number[] {
  return state.form.tracks.map((track, index) => {
    const shown = new Set(Object.keys(report?.tracks[index] ?? {}).filter((field) => shownWhole(state, track) || state.touched.has(trackPath(track, field))));
    for (const path of Object.keys(state.serverIssues)) if (path.startsWith(`tracks.${track.key}.`)) shown.add(path.slice(`tracks.${track.key}.`.length));
    return shown.size;
  });
}
