import { useState } from 'react';
import { Alert, Badge, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serviceKey } from '@portal/domain/promotion/center';
import { useTranslation } from '../../../lib/use-translation.ts';
import { applicationsQuery, type Application } from '../center-api.ts';
import { dayText, errorText, pageCount, pageOf, statusColor } from '../promo-text.ts';

const PAGE = 20;

/** The account's applications, newest first, with their status and the promotion team's note. */
export function ApplicationsTab() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error } = useQuery(applicationsQuery(pageOf(page, PAGE)));
  if (error)
    return (
      <Alert color="red" variant="light">
        {errorText(error, t, (key) => i18n.exists(key))}
      </Alert>
    );
  if (!data) return <Skeleton height={160} />;
  if (data.applications.length === 0) {
    return (
      <Text c="dimmed" data-testid="promo-applications-empty">
        {t('promo_applications_empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" data-testid="promo-applications">
      {data.applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
      {data.total > PAGE && <Pagination total={pageCount(data.total, PAGE)} value={page} onChange={setPage} size="sm" style={{ alignSelf: 'center' }} />}
    </Stack>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  return (
    <Card withBorder padding="md" radius="md" data-testid="promo-application" data-status={application.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>{application.campaignTitle}</Text>
            <Text size="xs" c="dimmed">
              {t(serviceKey(application.serviceType))}
            </Text>
          </Stack>
          <Badge color={statusColor[application.status]} variant="light" data-testid="promo-application-status">
            {t(`promo_status_${application.status}`)}
          </Badge>
        </Group>
        <Group gap={6}>
          {application.tracks.map((track) => (
            <Badge key={track.songId} variant="outline" color={track.riskReason ? 'red' : 'gray'} tt="none">
              {track.version ? `${track.title} (${track.version})` : track.title}
            </Badge>
          ))}
        </Group>
        {application.tracks
          .filter((track) => track.riskReason)
          .map((track) => (
            <Text key={track.songId} size="xs" c="red">
              {track.title}: {t('promo_application_risk', { reason: track.riskReason ?? '' })}
            </Text>
          ))}
        {application.note && (
          <Text size="sm">
            <Text span c="dimmed" size="xs">
              {t('promo_application_your_note')}:{' '}
            </Text>
            {application.note}
          </Text>
        )}
        {application.operatorNote && (
          <Alert color={statusColor[application.status]} variant="light" p="xs" title={t('promo_application_operator_note')} data-testid="promo-application-operator-note">
            {application.operatorNote}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('promo_application_sent_on', { date: dayText(application.createdAt, i18n.language) })}
          {application.decidedAt ? ` · ${t('promo_application_decided_on', { date: dayText(application.decidedAt, i18n.language) })}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}
