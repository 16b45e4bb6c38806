import { Alert, Button, Container, Divider, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { CONTENT_ID_PSEUDO_STORE_ID } from '@portal/domain/catalog/platforms';
import type { RuleIssue } from '@portal/domain/release/messages';
import type { AlbumInput, ArtistRef, TrackInput } from '@portal/domain/release/model';
import { limitedUpdateAlbumFields, limitedUpdateTrackFields } from '@portal/domain/release/status';
import { reportIsClean, type AlbumField, type TrackField } from '@portal/domain/release/validate';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useIsMobile } from '../../../hooks/use-is-mobile.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { platformChoicesQuery } from '../../../lib/platform-choices-query.ts';
import { artistNamesQuery, formContextQuery, releaseQuery, saveDraft, sendRelease, songEditableQuery, type SavedDraft } from '../api.ts';
import { albumMessage, editorReducer, startEditing, trackIsClean, trackIssueCounts, trackMessage } from '../editor-state.ts';
import { blankAlbum, blankTrack, reuseRecording, withKeys, type ReleaseFormState, type ReleaseKind } from '../form-model.ts';
import { formMode, type FormMode } from '../form-mode.ts';
import { useReleaseReport, type RulesSetting } from '../use-release-rules.ts';
import { AlbumFields } from '../components/album-fields.tsx';
import { ScheduleFields } from '../components/schedule-fields.tsx';
import { StoresFields, type PlatformChoice } from '../components/stores-fields.tsx';
import { TrackEditor } from '../components/track-editor.tsx';
import { IsrcReuse } from '../components/isrc-reuse.tsx';
import { TextRulesHelp } from '../components/text-rules-help.tsx';
import { TrackList } from '../components/track-list.tsx';
import { ArtistRenamedContext } from '../components/people-inputs.tsx';
import { CoverSlot, TrackAudioSlot } from '../components/file-slots.tsx';

/**
 * The releases area's Delete for a saved draft (its confirmation and DELETE /draft-release), which the app puts in
 * (decision 053): `onDeleted` runs once the draft is gone.
 */
export type DraftRemoval = (draft: { albumId: number; title: string; onDeleted: () => void }) => ReactNode;

export function ReleaseFormPage({ removeDraft }: { removeDraft?: DraftRemoval }) {
  return (
    <PermissionGuard resource="Release" action="Edit">
      <ReleaseFormLoader removeDraft={removeDraft} />
    </PermissionGuard>
  );
}

/** /release/new/single|album starts a release; /release/edit/:albumId continues a draft or changes a submitted one. */
function ReleaseFormLoader({ removeDraft }: { removeDraft?: DraftRemoval }) {
  const { mode, id } = useParams();
  const albumId = mode === 'edit' ? id : undefined;
  const { user } = useSession();
  const context = useQuery(formContextQuery);
  const platforms = useQuery(platformChoicesQuery);
  const release = useQuery({ ...releaseQuery(Number(albumId)), enabled: Boolean(albumId) });
  const formModeNow = release.data ? formMode(release.data.status, release.data.isDraft) : 'create';
  // A limited update locks what the server says may not change now; without its answer, the same rule from domain.
  const firstSong = release.data?.tracks.find((track) => track.songId !== null)?.songId ?? null;
  const editable = useQuery({ ...songEditableQuery(firstSong ?? 0), enabled: formModeNow === 'limited' && firstSong !== null });
  if (mode !== 'new' && mode !== 'edit') return <ReleaseMissing />;
  if (!user || !context.data || !platforms.data || (albumId && !release.data) || (editable.isLoading && !editable.data)) {
    return release.error ? <ReleaseMissing /> : <PageLoader />;
  }
  const existing = release.data;
  const initial: ReleaseFormState = existing
    ? { kind: existing.kind, album: existing.album, tracks: withKeys(existing.tracks.map(({ songId: _s, durationMs: _d, audioUrl: _a, clipUrl: _c, ...track }) => track)) }
    : newRelease(mode === 'new' && id === 'album' ? 'ALBUM' : 'SINGLE', user.nickname, platforms.data);
  const setting: RulesSetting = { user: context.data.user, trackLimit: context.data.trackLimit, stores: platforms.data };
  return (
    <ReleaseEditor
      key={existing?.albumId ?? id}
      initial={initial}
      mode={existing && editable.data?.mode === 'none' ? 'readonly' : formModeNow}
      editable={editable.data ? { album: editable.data.albumFields, track: editable.data.trackFields } : null}
      saved={existing ? { albumId: existing.albumId, revision: existing.revision } : null}
      setting={setting}
      platforms={platforms.data}
      hasSigned={context.data.hasSigned}
      reviewReasons={existing?.reviewReasons ?? []}
      coverName={existing?.album.cover && existing.coverFileName ? { fileId: existing.album.cover, fileName: existing.coverFileName } : null}
      removeDraft={removeDraft}
    />
  );
}

/** A new release starts with every store it may go to chosen, as distributors do; the user unticks what they don't want. */
function newRelease(kind: ReleaseKind, artistName: string, stores: PlatformChoice[]): ReleaseFormState {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const album = { ...blankAlbum(artistName, timezone), stores: Object.fromEntries(stores.filter((store) => store.id !== CONTENT_ID_PSEUDO_STORE_ID).map((store) => [store.id, true])) };
  return { kind, album, tracks: [blankTrack(1, album)] };
}

function ReleaseMissing() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={t('release_not_found')}>
        <Button component={Link} to="/release-management" variant="light" mt="sm">
          {t('rf_back_to_releases')}
        </Button>
      </Alert>
    </Container>
  );
}

interface EditorProps {
  initial: ReleaseFormState;
  mode: FormMode;
  /** The fields a limited update may change, as GET /song/update/editable answered; null: the domain's lists. */
  editable: { album: string[]; track: string[] } | null;
  saved: SavedDraft | null;
  setting: RulesSetting;
  platforms: PlatformChoice[];
  hasSigned: boolean;
  reviewReasons: string[];
  /** The name the release's cover had when the user uploaded it. */
  coverName: { fileId: string; fileName: string } | null;
  removeDraft?: DraftRemoval;
}

const AUTOSAVE_MS = 1500;

function ReleaseEditor({ initial, mode, editable, saved: savedAtStart, setting, platforms, hasSigned, reviewReasons, coverName, removeDraft }: EditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [editor, dispatch] = useReducer(editorReducer, undefined, () => startEditing(initial, savedAtStart, mode === 'update'));
  const { form: state, saved, saveState, submitting, submitError, editing } = editor;
  const report = useReleaseReport(state, setting);
  const artistNames = useQuery(artistNamesQuery).data ?? [];
  const drafting = mode === 'create' || mode === 'draft';
  // The form as it is now, for a save that ends after the person changed more.
  const latest = useRef(state);
  latest.current = state;

  const changeAlbum = (patch: Partial<AlbumInput>) => dispatch({ type: 'album', patch });
  const changeTrack = (index: number, patch: Partial<TrackInput>) => dispatch({ type: 'track', index, patch });
  const renameArtist = useCallback((before: string, after: ArtistRef) => dispatch({ type: 'artist-renamed', before, after }), []);

  const text = (issue: RuleIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
  const messageOf = albumMessage(editor, report, text);
  const trackMessageOf = (index: number) => trackMessage(editor, report, text, index);
  const openAlbumFields: readonly string[] = editable?.album ?? limitedUpdateAlbumFields;
  const openTrackFields: readonly string[] = editable?.track ?? limitedUpdateTrackFields;
  const lockedAlbum = (field: AlbumField) => mode === 'readonly' || (mode === 'limited' && !openAlbumFields.includes(field));
  const lockedTrack = (field: TrackField) => mode === 'readonly' || (mode === 'limited' && !openTrackFields.includes(field));
  const issueCounts = useMemo(() => trackIssueCounts(editor, report), [editor, report]);

  const save = useCallback(async () => {
    if (!drafting) return;
    dispatch({ type: 'saving' });
    const form = latest.current;
    try {
      const next = await saveDraft(form, saved);
      if (!saved) window.history.replaceState(window.history.state, '', `/release/edit/${next.albumId}`);
      dispatch({ type: 'saved', draft: next, changedMeanwhile: latest.current !== form });
    } catch (error) {
      dispatch({ type: 'save-failed', conflict: error instanceof ApiError && error.status === 409 });
    }
  }, [drafting, saved]);

  useEffect(() => {
    if (!drafting || !editor.dirty || saveState === 'conflict' || saveState === 'saving') return;
    const timer = setTimeout(() => void save(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state, drafting, editor.dirty, save, saveState]);

  const submit = async () => {
    if (report && !reportIsClean(report)) {
      dispatch({ type: 'submit-refused', message: t('release_invalid') });
      return;
    }
    dispatch({ type: 'submitting' });
    try {
      const release = await sendRelease(mode, state, saved);
      dispatch({ type: 'submitted' });
      navigate(`/release-management/${release.albumId}`);
    } catch (error) {
      dispatch({ type: 'submit-failed', message: error instanceof ApiError ? error.message : t('error_network'), fieldMessages: error instanceof ApiError ? error.details : [] });
    }
  };

  const keptStores = useMemo(
    () =>
      new Set(
        mode === 'limited'
          ? Object.entries(initial.album.stores ?? {})
              .filter(([, on]) => on)
              .map(([id]) => id)
          : [],
      ),
    [initial, mode],
  );
  const keptTerritories = mode !== 'limited' ? [] : initial.album.territories?.length ? initial.album.territories : null;
  const editingTrack = editing === null ? null : state.tracks[editing];
  // Done shows every issue of the track, as a submit does for the release, and closes the drawer once there is none.
  const finishTrack = (index: number) => {
    dispatch({ type: 'check-track', index });
    if (mode === 'readonly' || trackIsClean(editor, report, index)) dispatch({ type: 'edit', index: null });
  };
  const trackNeedsWork = editingTrack != null && editing !== null && editor.checkedTracks.has(editingTrack.key) && !trackIsClean(editor, report, editing);

  return (
    <ArtistRenamedContext.Provider value={renameArtist}>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" mb="lg" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {t(`rf_title_${mode}`, { kind: t(state.kind === 'ALBUM' ? 'rf_kind_album' : 'rf_kind_single') })}
            </Title>
            {drafting && (
              <Text size="sm" c={saveState === 'failed' || saveState === 'conflict' ? 'red' : 'dimmed'} data-testid="save-state">
                {t(`rf_save_${saveState}`)}
              </Text>
            )}
          </div>
          <Button component={Link} to="/release-management" variant="subtle">
            {t('rf_back_to_releases')}
          </Button>
        </Group>
        {reviewReasons.length > 0 && mode === 'update' && (
          <Alert color="orange" title={t('rf_review_reasons')} mb="lg" data-testid="review-reasons">
            {reviewReasons.join(' · ')}
          </Alert>
        )}
        {mode === 'limited' && (
          <Alert color="blue" mb="lg">
            {t('release_limited_update_locked')}
          </Alert>
        )}
        {mode === 'readonly' && (
          <Alert color="gray" mb="lg">
            {t('rf_readonly')}
          </Alert>
        )}

        <Stack gap="xl">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <AlbumFields
              album={state.album}
              onChange={changeAlbum}
              message={messageOf}
              locked={lockedAlbum}
              isLabel={setting.user.isLabel}
              artistSuggestions={artistNames}
              cover={
                <CoverSlot
                  fileId={state.album.cover ?? ''}
                  savedName={coverName && coverName.fileId === state.album.cover ? coverName.fileName : undefined}
                  onChange={(cover) => changeAlbum({ cover })}
                  error={messageOf('cover')}
                  disabled={lockedAlbum('cover')}
                  albumId={saved?.albumId}
                />
              }
            />
            <Group justify="flex-end" mt="sm">
              <TextRulesHelp />
            </Group>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <ScheduleFields album={state.album} onChange={changeAlbum} message={messageOf} locked={lockedAlbum} />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <StoresFields
              album={state.album}
              platforms={platforms}
              onChange={changeAlbum}
              message={messageOf('stores')}
              territoriesMessage={messageOf('territories')}
              kept={{ stores: keptStores, territories: keptTerritories }}
            />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <TrackList
              tracks={state.tracks}
              issueCounts={issueCounts}
              canAdd={state.kind === 'ALBUM' && (mode === 'create' || mode === 'draft' || mode === 'update') && state.tracks.length < setting.trackLimit}
              canArrange={mode !== 'limited' && mode !== 'readonly'}
              onAdd={() => dispatch({ type: 'add-track' })}
              onEdit={(index) => dispatch({ type: 'edit', index })}
              onMove={(from, to) => dispatch({ type: 'move-track', from, to })}
              onRemove={(index) => dispatch({ type: 'remove-track', index })}
              message={messageOf('tracks')}
            />
          </Paper>
        </Stack>

        <Divider my="xl" />
        {submitError && (
          <Alert color="red" mb="md" role="alert" data-testid="submit-error">
            {submitError}
          </Alert>
        )}
        {!hasSigned && mode !== 'readonly' && (
          <Alert color="yellow" mb="md">
            {t('release_sign_agreement_first')} <Link to="/contract/management">{t('rf_go_sign')}</Link>
          </Alert>
        )}
        {mode !== 'readonly' && (
          <Group justify="flex-end">
            {drafting && saved && removeDraft && (
              <div style={{ marginInlineEnd: 'auto' }}>
                {removeDraft({ albumId: saved.albumId, title: state.album.title?.trim() || t('releases_untitled'), onDeleted: () => navigate('/release-management', { replace: true }) })}
              </div>
            )}
            {drafting && (
              <Button variant="default" onClick={() => void save()} loading={saveState === 'saving'} data-testid="save-draft">
                {t('rf_save_draft')}
              </Button>
            )}
            <Button onClick={() => void submit()} loading={submitting} disabled={!hasSigned} data-testid="submit-release">
              {t(mode === 'limited' ? 'rf_send_update' : 'rf_submit')}
            </Button>
          </Group>
        )}

        <Drawer
          opened={editingTrack != null}
          onClose={() => dispatch({ type: 'edit', index: null })}
          position={isMobile ? 'bottom' : 'right'}
          size={isMobile ? '100%' : 'xl'}
          title={editingTrack ? t('rf_edit_track_title', { number: (editing ?? 0) + 1 }) : ''}
          transitionProps={{ duration: 500 }}
        >
          {editingTrack && editing !== null && (
            <TrackEditor
              track={editingTrack}
              onChange={(patch) => changeTrack(editing, patch)}
              message={trackMessageOf(editing)}
              locked={lockedTrack}
              user={setting.user}
              artistSuggestions={artistNames}
              audio={
                <TrackAudioSlot
                  track={editingTrack}
                  onChange={(patch) => changeTrack(editing, patch)}
                  error={trackMessageOf(editing)('fullAudio') ?? trackMessageOf(editing)('clipAudios')}
                  disabled={lockedTrack('fullAudio')}
                />
              }
              isrcHelp={
                <IsrcReuse isrc={editingTrack.isrc} albumId={saved?.albumId ?? null} disabled={lockedTrack('fullAudio')} onReuse={(recording) => changeTrack(editing, reuseRecording(recording))} />
              }
            />
          )}
          {editingTrack && editing !== null && (
            <Stack gap="sm" pos="sticky" bottom={0} py="sm" mt="md" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
              {trackNeedsWork && (
                <Alert color="red" variant="light" role="alert" data-testid="track-done-issues">
                  {t('rf_track_done_issues')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button onClick={() => finishTrack(editing)} data-testid="track-done">
                  {t('rf_track_done')}
                </Button>
              </Group>
            </Stack>
          )}
        </Drawer>
      </Container>
    </ArtistRenamedContext.Provider>
  );
}
