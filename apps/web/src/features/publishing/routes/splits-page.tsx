import { reportInvalidFields } from '../../../lib/form-monitoring.ts';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Container, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { englishTitleIssue } from '@portal/domain/publishing/english-title';
import { fromBasisPoints, PUBLISHING_LIMITS, toBasisPoints } from '@portal/domain/publishing/limits';
import { fullName, type SongwriterProfile } from '@portal/domain/publishing/songwriter';
import { addSongwriter, editSongwriter, initialSplits, splitsAreClean, validateSplits, type SplitsReport, type SplitsState } from '@portal/domain/publishing/splits';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { CoverArt } from '../../../components/cover-art.tsx';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { basicQuery, userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createSongwriter, publishingSongQuery, refreshPublishing, registrationQuery, songwritersQuery, submitTrackPublishing, trackSplitsQuery, writerName, type PublishingSong } from '../api.ts';
import { CompositionDetail } from '../components/composition-detail.tsx';
import { inPublishingArea } from '../components/publishing-area.tsx';
import { SongwriterModal } from '../components/songwriter-modal.tsx';
import { SplitsForm } from '../components/splits-form.tsx';
import { TermsModal } from '../components/terms-modal.tsx';
import { publishingPaths } from '../paths.ts';

function TrackHeader({ song }: { song: PublishingSong }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" data-testid="publishing-splits-track">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <CoverArt src={song.albumCoverUrls.small} alt="" size={72} radius={8} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" lineClamp={2} data-testid="publishing-splits-title">
            {song.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {song.displayArtistList.join(', ')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('pubw_iswc_value', { code: song.iswc || '—' })}
          </Text>
          {song.englishTitle && (
            <Text size="xs" c="dimmed">
              {t('pubw_english_title_value', { title: song.englishTitle })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/** The splits page (?id=songId): the composition form of a new track, or the detail of a submitted one. */
function Splits() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const songId = Number(params.get('id'));
  const valid = Number.isSafeInteger(songId) && songId > 0;
  const song = useQuery({ ...publishingSongQuery(songId), enabled: valid });
  const submitted = useQuery({ ...trackSplitsQuery(songId), enabled: valid });

  if (!valid || song.isError || (song.isSuccess && !song.data)) {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title={t('pub_song_not_found')}>
          <Button component={Link} to={publishingPaths.tracks} variant="white" size="xs">
            {t('pubw_back')}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (song.isPending || submitted.isPending) return <PageLoader />;
  const track = song.data!;
  const splitList = submitted.data?.trackList.length ? (submitted.data.splitList ?? []) : null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }} data-testid="publishing-splits-page">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t(splitList ? 'pubw_composition_detail' : 'pubw_register_composition')}
        </Title>
        <TrackHeader song={track} />
        {splitList ? (
          <>
            <Card withBorder radius="md" padding={0}>
              <CompositionDetail splits={splitList} />
            </Card>
            <Group>
              <Button variant="default" component={Link} to={publishingPaths.tracks}>
                {t('pubw_back')}
              </Button>
            </Group>
          </>
        ) : (
          <SplitsEditor song={track} />
        )}
      </Stack>
    </Container>
  );
}

/** A songwriter's line in the review before sending: in the form's order. */
interface ReviewRow {
  index: number;
  name: string;
  percent: number;
}

function SplitsEditor({ song }: { song: PublishingSong }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const registration = useQuery(registrationQuery);
  const writers = useQuery(songwritersQuery);
  const [state, setState] = useState<SplitsState>(() => initialSplits(song.publishingPercentage === null ? null : fromBasisPoints(song.publishingPercentage), PUBLISHING_LIMITS.songwritersPerTrack));
  const [englishTitle, setEnglishTitle] = useState('');
  const [report, setReport] = useState<SplitsReport | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState<{ index: number | null; profile: SongwriterProfile } | null>(null);
  const [agreeing, setAgreeing] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [sending, setSending] = useState(false);
  const user = useQuery(userQuery);
  // The cap is the portal's (SONGWRITERS_PER_TRACK, 50 unless configured), as the server applies it.
  const cap = useQuery(basicQuery).data?.limits.songwritersPerSplit ?? PUBLISHING_LIMITS.songwritersPerTrack;
  useEffect(() => setState((current) => (current.cap === cap ? current : { ...current, cap })), [cap]);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const self = writers.data?.find((writer) => writer.isSelf) ?? null;
  const coWriters = useMemo(() => (writers.data ?? []).filter((writer) => !writer.isSelf), [writers.data]);
  const ownName = registration.data ? fullName(registration.data.songwriter) : self ? writerName(self) : '';
  const context = { ownName, songwriters: new Map(coWriters.map((writer) => [writer.id, writerName(writer)])), cap: state.cap };
  const titleIssue = song.needsEnglishTitle ? englishTitleIssue(song.title, englishTitle) : undefined;

  if (writers.isPending || registration.isPending) return <PageLoader />;

  const change = (next: SplitsState) => {
    setState(next);
    setRowErrors({});
    if (report) setReport(validateSplits(next.rows, context));
  };

  const review = () => {
    const next = validateSplits(state.rows, context);
    setReport(next);
    setSubmitError(null);
    // Section 2's modals in turn: the terms and conditions, then the review of the splits.
    if (splitsAreClean(next) && !titleIssue) setAgreeing(true);
    else reportInvalidFields('publishing-splits', splitsIssueFields(next, Boolean(titleIssue)));
  };

  const rowName = (index: number) => {
    const row = state.rows[index]!;
    if (row.kind === 'self') return ownName;
    if (row.kind === 'new') return fullName(row.profile);
    return context.songwriters.get(row.songwriterId ?? -1) ?? '';
  };

  /** Section 4: new songwriters are created in parallel; a failure marks its row and stops; then the splits are sent. */
  const submit = async () => {
    setReviewing(false);
    setSending(true);
    try {
      let rows = state.rows;
      const created = await Promise.allSettled(rows.map((row) => (row.kind === 'new' ? createSongwriter(trimProfile(row.profile)) : Promise.resolve(null))));
      const errors: Record<number, string> = {};
      let next = state;
      created.forEach((outcome, index) => {
        const row = rows[index]!;
        if (row.kind !== 'new') return;
        if (outcome.status === 'rejected') errors[index] = (isApiError(outcome.reason) && outcome.reason.serverMessage) || t('pubw_songwriter_create_failed');
        else if (outcome.value) {
          // Created: the row now names that songwriter, so trying again does not create them twice.
          next = editSongwriter(next, index, { kind: 'existing', songwriterId: outcome.value.id, percent: row.percent });
          if (outcome.value.ipiInvalid) errors[index] = t('pub_ipi_invalid');
        }
      });
      if (next !== state) {
        setState(next);
        await client.invalidateQueries({ queryKey: songwritersQuery.queryKey });
      }
      if (Object.keys(errors).length) {
        setRowErrors(errors);
        return;
      }
      rows = next.rows;
      const selfId = self?.id ?? (await client.fetchQuery(songwritersQuery)).find((writer) => writer.isSelf)?.id;
      if (!selfId) throw new Error('no own songwriter');
      await submitTrackPublishing({
        songId: song.songId,
        publishingSplits: rows.map((row) => ({ songwriterId: row.kind === 'self' ? selfId : row.kind === 'existing' ? row.songwriterId! : 0, percentage: toBasisPoints(row.percent ?? 0) })),
        ...(song.needsEnglishTitle && { englishTitle: englishTitle.trim() }),
      });
      await refreshPublishing(client);
      navigate(publishingPaths.tracks, { state: { submittedSongId: song.songId } });
    } catch (error) {
      setSubmitError(`${t('pubw_submit_failed')}${isApiError(error) && error.serverMessage ? ` ${error.serverMessage}` : ''}`);
    } finally {
      setSending(false);
    }
  };

  const reviewColumns: DataColumn<ReviewRow>[] = [
    { key: 'songwriter', header: t('pubw_col_songwriter'), cell: (row) => row.name },
    { key: 'percentage', header: t('pubw_col_percentage'), align: 'end', nowrap: true, cell: (row) => t('pubw_percent', { value: row.percent.toFixed(2) }) },
  ];

  const saveSongwriter = (profile: SongwriterProfile) => {
    if (!editing) return;
    const row = { kind: 'new' as const, profile, percent: null };
    change(editing.index === null ? addSongwriter(state, row) : editSongwriter(state, editing.index, row));
    setEditing(null);
  };

  return (
    <>
      <SplitsForm
        state={state}
        onState={change}
        ownName={ownName}
        songwriters={coWriters}
        report={report}
        rowErrors={rowErrors}
        onNewSongwriter={(index, profile) => setEditing({ index, profile })}
        englishTitle={{ needed: song.needsEnglishTitle, value: englishTitle, issue: titleIssue, onChange: setEnglishTitle }}
      />
      {submitError && (
        <Alert color="red" variant="light" icon={<AlertIcon />} data-testid="publishing-submit-error">
          {submitError}
        </Alert>
      )}
      <Group justify="space-between">
        <Button variant="default" component={Link} to={publishingPaths.trackSearch}>
          {t('pubw_back')}
        </Button>
        <Button onClick={review} loading={sending} data-testid="publishing-splits-submit">
          {t('pubw_submit')}
        </Button>
      </Group>
      <SongwriterModal profile={editing?.profile ?? null} onClose={() => setEditing(null)} onSave={saveSongwriter} />
      <TermsModal
        opened={agreeing}
        region={user.data?.region ?? ''}
        onCancel={() => setAgreeing(false)}
        onAgree={() => {
          setAgreeing(false);
          setReviewing(true);
        }}
      />
      <Modal opened={reviewing} onClose={() => setReviewing(false)} title={t('pubw_review_title')} centered size="lg" data-testid="publishing-review">
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<AlertIcon />}>
            {t('pubw_review_warning')}
          </Alert>
          <DataTable columns={reviewColumns} rows={state.rows.map((row, index) => ({ index, name: rowName(index), percent: row.percent ?? 0 }))} rowKey={(row) => row.index} phone="scroll" />
          {song.needsEnglishTitle && <Text size="sm">{t('pubw_english_title_value', { title: englishTitle.trim() })}</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setReviewing(false)}>
              {t('pubw_edit')}
            </Button>
            <Button onClick={() => void submit()} data-testid="publishing-review-confirm">
              {t('pubw_confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const trimProfile = (profile: SongwriterProfile) => {
  const middleName = profile.middleName?.trim();
  return {
    firstName: profile.firstName?.trim() ?? '',
    lastName: profile.lastName?.trim() ?? '',
    email: profile.email?.trim() ?? '',
    pro: profile.pro?.trim() ?? '',
    ipi: profile.ipi?.trim() ?? '',
    ...(middleName && { middleName }),
  };
};

export const PublishingSplitsPage = inPublishingArea(Splits);

/** The fields of the splits form that stopped a review, for monitoring. */
function splitsIssueFields(report: SplitsReport, titleInvalid: boolean): string[] {
  return [
    ...report.rows.flatMap((issues, index) => Object.keys(issues).map((field) => `splits.${index}.${field}`)),
    ...(report.total ? ['total'] : []),
    ...(report.count ? ['count'] : []),
    ...(titleInvalid ? ['englishTitle'] : []),
  ];
}
