import { useState } from 'react';
import { Badge, Button, Card, Group, NativeSelect, NumberInput, Pagination, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CAMPAIGN_SERVICE_TYPES, PROMOTION_NOTE_MAX, nextPromotionStatus, PROMOTION_ACTIONS, serviceKey, type PromotionStatus } from '@portal/domain/promotion/center';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import {
  applicationsQuery,
  campaignsQuery,
  clearTrackFlag,
  closeCampaign,
  createCampaign,
  decideApplication,
  flagTrack,
  PROMOTION_KEY,
  PROMOTION_PAGE_SIZE,
  type AdminApplication,
} from '../promotion-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { CONSOLE_COUNTS_KEY } from '../api.ts';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { campaignServiceOptions, promotionStatusFilterOptions } from '../options.ts';
import { ConfirmModal } from './decision-confirm.tsx';

// The console's promotion panel (decision 030): campaigns opened and closed, applications reviewed.

const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export function PromotionPanel() {
  return (
    <Stack gap="lg" data-testid="admin-promotion">
      <CampaignForm />
      <CampaignList />
      <ApplicationReview />
    </Stack>
  );
}

function CampaignForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [serviceType, setServiceType] = useState(String(CAMPAIGN_SERVICE_TYPES[0]));
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [startAt, setStartAt] = useState(() => localInput(new Date()));
  const [endAt, setEndAt] = useState(() => localInput(new Date(Date.now() + 14 * 86_400_000)));
  const [slots, setSlots] = useState<number | string>(10);
  const [territories, setTerritories] = useState('');
  const windowValid = !!startAt && !!endAt && new Date(endAt).getTime() > new Date(startAt).getTime();
  const create = useMutation({
    mutationFn: () =>
      createCampaign({
        serviceType: Number(serviceType),
        title: title.trim(),
        description: description.trim(),
        startAt: new Date(startAt).toISOString(),
        endAt: new Date(endAt).toISOString(),
        slots: Number(slots),
        territories: territories
          .split(/[\s,]+/)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      }),
    onSuccess: () => {
      setTitle('');
      setDescription('');
      void queryClient.invalidateQueries({ queryKey: PROMOTION_KEY });
    },
  });
  const ready = title.trim().length >= 2 && windowValid && Number(slots) >= 1;
  return (
    <Card withBorder padding="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) create.mutate();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('admin_promo_new_campaign')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={t('admin_promo_service')}
              value={serviceType}
              onChange={(event) => setServiceType(event.currentTarget.value)}
              data={campaignServiceOptions(t)}
              data-testid="admin-promo-service"
            />
            <TextInput label={t('admin_promo_title')} value={title} maxLength={120} onChange={(event) => setTitle(event.currentTarget.value)} data-testid="admin-promo-title" />
            <TextInput type="datetime-local" label={t('admin_promo_start')} value={startAt} onChange={(event) => setStartAt(event.currentTarget.value)} data-testid="admin-promo-start" />
            <TextInput
              type="datetime-local"
              label={t('admin_promo_end')}
              value={endAt}
              onChange={(event) => setEndAt(event.currentTarget.value)}
              error={startAt && endAt && !windowValid ? t('admin_promo_window_invalid') : undefined}
              data-testid="admin-promo-end"
            />
            <NumberInput label={t('admin_promo_slots')} value={slots} min={1} max={10_000} allowDecimal={false} onChange={setSlots} data-testid="admin-promo-slots" />
            <TextInput
              label={t('admin_promo_territories')}
              description={t('admin_promo_territories_hint')}
              value={territories}
              onChange={(event) => setTerritories(event.currentTarget.value)}
              placeholder="US, CA"
              data-testid="admin-promo-territories"
            />
          </SimpleGrid>
          <Textarea label={t('admin_promo_description')} value={description} maxLength={1000} autosize minRows={2} onChange={(event) => setDescription(event.currentTarget.value)} />
          <FormError error={create.error} />
          {create.isSuccess && !create.isPending && (
            <Text size="sm" c="teal" data-testid="admin-promo-created">
              {t('admin_promo_created')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" disabled={!ready} loading={create.isPending} data-testid="admin-promo-create">
              {t('admin_promo_create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

const stateColor = { UPCOMING: 'blue', OPEN: 'teal', FULL: 'orange', CLOSED: 'gray' } as const;

function CampaignList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const { data } = useQuery(campaignsQuery(page));
  const close = useMutation({
    mutationFn: closeCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTION_KEY }),
  });
  const columns: DataColumn<NonNullable<typeof data>['campaigns'][number]>[] = [
    {
      key: 'campaign',
      header: '',
      cell: (campaign) => (
        <>
          <Text size="sm" fw={500}>
            {campaign.title}
          </Text>
          <Text size="xs" c="dimmed">
            {t(serviceKey(campaign.serviceType))}
          </Text>
        </>
      ),
    },
    {
      key: 'window',
      header: '',
      cell: (campaign) => (
        <>
          <Text size="xs">
            {formatDateTime(campaign.startAt)} – {formatDateTime(campaign.endAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('promo_campaign_slots', { taken: campaign.slotsTaken, slots: campaign.slots })}
          </Text>
        </>
      ),
    },
    { key: 'applications', header: '', cell: (campaign) => <Text size="xs">{t('admin_promo_waiting', { waiting: campaign.counts.TO_BE_PROMOTED, running: campaign.counts.PROMOTING })}</Text> },
    {
      key: 'state',
      header: '',
      cell: (campaign) => (
        <Badge color={stateColor[campaign.state]} variant="light">
          {t(`admin_promo_state_${campaign.state}`)}
        </Badge>
      ),
    },
    {
      key: 'close',
      header: '',
      align: 'end',
      cell: (campaign) =>
        campaign.state !== 'CLOSED' && (
          <Button size="compact-xs" variant="default" onClick={() => close.mutate(campaign.id)} loading={close.isPending && close.variables === campaign.id}>
            {t('admin_promo_close')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={data?.campaigns}
      rowKey={(campaign) => campaign.id}
      empty={t('admin_promo_campaigns_empty')}
      rowProps={() => ({ 'data-testid': 'admin-promo-campaign' })}
      paging={{ page, total: data?.total ?? 0, pageSize: PROMOTION_PAGE_SIZE, onPage: setPage }}
      testId="admin-promo-campaigns"
      minWidth={720}
    />
  );
}

function ApplicationReview() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PromotionStatus | ''>('TO_BE_PROMOTED');
  const [page, setPage] = useState(1);
  const { data } = useQuery(applicationsQuery(status, page));
  const held = useHeldKeys();
  const shown = data?.applications.filter((application) => !held.has(`promotion:${application.id}`));
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={3} size="h5">
          {t('admin_promo_applications')}
        </Title>
        <NativeSelect
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as PromotionStatus | '');
            setPage(1);
          }}
          data={promotionStatusFilterOptions(t)}
          data-testid="admin-promo-status-filter"
        />
      </Group>
      {!shown ? (
        <Skeleton height={120} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('admin_promo_applications_empty')}</Text>
      ) : (
        shown.map((application) => <ApplicationCard key={application.id} application={application} />)
      )}
      {data && data.total > PROMOTION_PAGE_SIZE && <Pagination total={Math.ceil(data.total / PROMOTION_PAGE_SIZE)} value={page} onChange={setPage} size="sm" />}
    </Stack>
  );
}

function ApplicationCard({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [flagging, setFlagging] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [clearNote, setClearNote] = useState('');
  const done = () => {
    setFlagging(null);
    return queryClient.invalidateQueries({ queryKey: PROMOTION_KEY });
  };
  const [confirming, setConfirming] = useState<(typeof PROMOTION_ACTIONS)[number] | null>(null);
  const item = `${application.applicant} — ${application.campaignTitle}`;
  /** Asked first, then undoable for a moment (decision 068): the applicant is told once it is sent. */
  const decide = (action: (typeof PROMOTION_ACTIONS)[number]) => {
    setConfirming(null);
    decisionQueue.submit({
      key: `promotion:${application.id}`,
      item,
      statusKey: `promo_status_${nextPromotionStatus(application.status, action) ?? application.status}`,
      undoable: true,
      send: ({ keepalive }) => decideApplication({ applicationId: application.id, action, note: note.trim() }, { keepalive }),
      after: () => Promise.all([queryClient.invalidateQueries({ queryKey: PROMOTION_KEY }), queryClient.invalidateQueries({ queryKey: CONSOLE_COUNTS_KEY })]),
    });
  };
  const flag = useMutation({ mutationFn: (songId: number) => flagTrack({ applicationId: application.id, songId, reason: reason.trim() }), onSuccess: done });
  const clear = useMutation({ mutationFn: (songId: number) => clearTrackFlag({ applicationId: application.id, songId, note: clearNote.trim() }), onSuccess: done });
  const actions = PROMOTION_ACTIONS.filter((action) => nextPromotionStatus(application.status, action) !== null);
  const error = flag.error ?? clear.error;
  const flaggedTrack = application.tracks.find((track) => track.songId === flagging && track.riskReason !== null);
  return (
    <Card withBorder padding="md" data-testid="admin-promo-application" data-application-id={application.id}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600} size="sm">
              {application.campaignTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {application.applicant} · {application.applicantEmail ?? `#${application.userId}`} · {formatDateTime(application.createdAt)}
            </Text>
          </Stack>
          <Badge variant="light" data-testid="admin-promo-application-status">
            {t(`promo_status_${application.status}`)}
          </Badge>
        </Group>
        {application.note && <Text size="sm">{application.note}</Text>}
        <Group gap={6}>
          {application.tracks.map((track) => (
            <Button
              key={track.songId}
              size="compact-xs"
              variant={track.riskReason ? 'light' : 'default'}
              color={track.riskReason ? 'red' : undefined}
              title={track.riskReason ?? t('admin_promo_flag')}
              data-testid="admin-promo-track"
              onClick={() => setFlagging(flagging === track.songId ? null : track.songId)}
            >
              {track.title}
            </Button>
          ))}
        </Group>
        {flaggedTrack && (
          <Group align="flex-end" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              size="xs"
              label={`${flaggedTrack.title} · ${t('promo_admin_clear_note')}`}
              description={t('promo_admin_clear_note_hint')}
              value={clearNote}
              maxLength={PROMOTION_NOTE_MAX}
              onChange={(event) => setClearNote(event.currentTarget.value)}
              data-testid="admin-promo-clear-note"
            />
            <Button size="xs" color="teal" disabled={clearNote.trim().length < 2} loading={clear.isPending} onClick={() => clear.mutate(flaggedTrack.songId)} data-testid="admin-promo-clear-flag">
              {t('promo_admin_clear_flag')}
            </Button>
          </Group>
        )}
        {flagging !== null && !flaggedTrack && (
          <Group align="flex-end" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              size="xs"
              label={t('admin_promo_flag_reason', { title: application.tracks.find((track) => track.songId === flagging)?.title ?? '' })}
              value={reason}
              maxLength={PROMOTION_NOTE_MAX}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
            <Button size="xs" color="red" disabled={reason.trim().length < 2} loading={flag.isPending} onClick={() => flag.mutate(flagging)}>
              {t('admin_promo_flag_submit')}
            </Button>
          </Group>
        )}
        {actions.length > 0 && (
          <Group align="flex-end" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              size="xs"
              label={t('admin_promo_note')}
              value={note}
              maxLength={PROMOTION_NOTE_MAX}
              onChange={(event) => setNote(event.currentTarget.value)}
              data-testid="admin-promo-note"
            />
            {actions.map((action) => (
              <Button key={action} size="xs" variant={action === 'refuse' || action === 'takedown' ? 'default' : 'filled'} onClick={() => setConfirming(action)} data-testid={`admin-promo-${action}`}>
                {t(`admin_promo_${action}`)}
              </Button>
            ))}
          </Group>
        )}
        {application.copyrightHistory.length > 0 && <CopyrightHistory application={application} />}
        {clear.isSuccess && !clear.isPending && (
          <Text size="xs" c="teal" data-testid="admin-promo-flag-cleared">
            {t('promo_admin_flag_cleared')}
          </Text>
        )}
        {application.operatorNote && (
          <Text size="xs" c="dimmed">
            {t('promo_application_operator_note')}: {application.operatorNote}
          </Text>
        )}
        <FormError error={error} p="xs" />
      </Stack>
      {confirming && (
        <ConfirmModal
          opened
          action={t(`admin_promo_${confirming}`)}
          item={item}
          undoable
          color={confirming === 'refuse' || confirming === 'takedown' ? 'red' : 'teal'}
          onBack={() => setConfirming(null)}
          onConfirm={() => decide(confirming)}
        />
      )}
    </Card>
  );
}

/** Every copyright flag on the application's tracks: who raised it and why, who cleared it and why. */
function CopyrightHistory({ application }: { application: AdminApplication }) {
  const { t } = useTranslation();
  const titleOf = (songId: number) => application.tracks.find((track) => track.songId === songId)?.title ?? '';
  return (
    <Stack gap={2} data-testid="admin-promo-copyright-history">
      <Text size="xs" fw={600}>
        {t('promo_admin_copyright_history')}
      </Text>
      {application.copyrightHistory.map((entry) => (
        <Text key={`${entry.applicationId}-${entry.songId}-${entry.flaggedAt}`} size="xs" c="dimmed">
          {titleOf(entry.songId)} · {t('promo_admin_flag_history_flagged', { name: entry.flaggedBy, date: formatDateTime(entry.flaggedAt), reason: entry.reason })} ·{' '}
          {entry.clearedAt
            ? t('promo_admin_flag_history_cleared', { name: entry.clearedBy ?? '', date: formatDateTime(entry.clearedAt), note: entry.clearNote ?? '' })
            : t('promo_admin_flag_history_standing')}
        </Text>
      ))}
    </Stack>
  );
}
