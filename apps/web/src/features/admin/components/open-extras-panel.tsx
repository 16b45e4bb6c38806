import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CONTENT_SUPPLY_KEY, contentSupplyLeadsQuery, MAINTENANCE_KEY, maintenanceWindowQuery, offerContentSupply, setMaintenanceWindow } from '../open-extras-api.ts';
import { FormError } from '../../../components/form-error.tsx';

const LEAD_FIELDS = ['email', 'artistName', 'offerTitle', 'revenueSharePercent'] as const;

/** "2026-03-01T10:00" in the operator's zone <-> an ISO instant. */
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The maintenance window (/open/mawf) and content-supply offers to artists (decision 032). */
export function OpenExtrasPanel() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <MaintenanceCard />
      <ContentSupplyCard />
    </SimpleGrid>
  );
}

function MaintenanceCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const current = useQuery(maintenanceWindowQuery);
  const [startAt, setStartAt] = useState('');
  const [endAt, setEndAt] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!current.data) return;
    setStartAt(toLocal(current.data.startAt));
    setEndAt(toLocal(current.data.endAt));
    setMessage(current.data.message);
  }, [current.data]);
  const save = useMutation({
    mutationFn: setMaintenanceWindow,
    onSuccess: (saved) => client.setQueryData(MAINTENANCE_KEY, saved),
  });
  const problem = save.error ? describeError(save.error, ['endAt'], (key) => i18n.exists(key)) : null;
  return (
    <Card withBorder padding="md" data-testid="admin-mawf">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('admin_mawf_title')}
          </Title>
          {current.data?.announced && (
            <Badge color={current.data.active ? 'red' : 'yellow'} variant="light">
              {t(current.data.active ? 'admin_mawf_active' : 'admin_mawf_announced')}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput type="datetime-local" label={t('admin_activity_start')} value={startAt} onChange={(e) => setStartAt(e.currentTarget.value)} />
          <TextInput
            type="datetime-local"
            label={t('admin_activity_end')}
            value={endAt}
            onChange={(e) => setEndAt(e.currentTarget.value)}
            error={problem?.fields.endAt ? t(problem.fields.endAt) : undefined}
          />
        </SimpleGrid>
        <Textarea label={t('admin_mawf_message')} value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={500} autosize minRows={2} />
        {problem?.messageKey && <FormError messageKey={problem.messageKey} />}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={() => save.mutate({ startAt: null, endAt: null, message: '' })} loading={save.isPending}>
            {t('admin_mawf_clear')}
          </Button>
          <Button onClick={() => save.mutate({ startAt: toIso(startAt), endAt: toIso(endAt), message: message.trim() })} loading={save.isPending} disabled={!startAt || !endAt}>
            {t('admin_mawf_save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ContentSupplyCard() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const leads = useQuery(contentSupplyLeadsQuery);
  const [email, setEmail] = useState('');
  const [artistName, setArtistName] = useState('');
  const [offerTitle, setOfferTitle] = useState('');
  const [share, setShare] = useState<number | string>(60);
  const create = useMutation({
    mutationFn: () => offerContentSupply({ email: email.trim(), artistName: artistName.trim(), offerTitle: offerTitle.trim(), revenueSharePercent: Number(share) }),
    onSuccess: () => {
      setEmail('');
      setArtistName('');
      setOfferTitle('');
      return client.invalidateQueries({ queryKey: CONTENT_SUPPLY_KEY });
    },
  });
  const problem = create.error ? describeError(create.error, LEAD_FIELDS, (key) => i18n.exists(key)) : { messageKey: null, fields: {} as Record<string, string> };
  const fieldError = (field: (typeof LEAD_FIELDS)[number]) => (problem.fields[field] ? t(problem.fields[field]!) : undefined);
  const leadColumns: DataColumn<NonNullable<typeof leads.data>['leads'][number]>[] = [
    {
      key: 'lead',
      header: '',
      cell: (lead) => (
        <>
          <Text size="sm" fw={600}>
            {lead.artistName} · {lead.offerTitle}
          </Text>
          <Text size="xs" c="dimmed">
            {lead.email} · {formatDateTime(lead.createdAt)}
          </Text>
          {lead.feedbackMessage && (
            <Text size="xs" fs="italic">
              {lead.feedbackMessage}
            </Text>
          )}
        </>
      ),
    },
    { key: 'status', header: '', cell: (lead) => <Badge variant="light">{t(`content_supply_status_${lead.status}`)}</Badge> },
  ];
  return (
    <Card withBorder padding="md" data-testid="admin-content-supply">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('admin_content_supply_title')}
        </Title>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t('field_email')} value={email} onChange={(e) => setEmail(e.currentTarget.value)} type="email" maxLength={254} error={fieldError('email')} />
          <TextInput label={t('admin_content_supply_artist')} value={artistName} onChange={(e) => setArtistName(e.currentTarget.value)} maxLength={120} error={fieldError('artistName')} />
          <TextInput label={t('admin_content_supply_offer')} value={offerTitle} onChange={(e) => setOfferTitle(e.currentTarget.value)} maxLength={120} error={fieldError('offerTitle')} />
          <NumberInput label={t('admin_content_supply_share')} value={share} onChange={setShare} min={1} max={100} allowDecimal={false} suffix=" %" error={fieldError('revenueSharePercent')} />
        </SimpleGrid>
        <FormError messageKey={problem.messageKey} />
        <Group justify="flex-end">
          <Button onClick={() => create.mutate()} loading={create.isPending} disabled={!email.trim() || !artistName.trim() || !offerTitle.trim()}>
            {t('admin_content_supply_send')}
          </Button>
        </Group>
        {leads.data && leads.data.leads.length > 0 && <DataTable columns={leadColumns} rows={leads.data.leads} rowKey={(lead) => lead.leadId} minWidth={420} />}
      </Stack>
    </Card>
  );
}
