import { useState } from 'react';
import { Alert, Badge, Button, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkPersonalInfo, idDocumentTypeMessageKey, photoSlotMessageKey, requiredPhotoSlots, type IdDocumentType } from '@portal/domain/identity';
import { SettlementStatus as S } from '@portal/domain/enums';
import { settlementStatusKey } from '@portal/domain/user-state';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { formatDateTime, regionName } from '../../../lib/format.ts';
import { SESSION_KEY, userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { imageUrl, personalInfoQuery, submitPersonalInfo, type PersonalInfoDraft } from '../api.ts';
import { PersonalInfoForm } from '../components/personal-info-form.tsx';
import { FormError } from '../../../components/form-error.tsx';

type Mode = 'status' | 'edit' | 'preview';
const FIELDS = ['legalName', 'birthDate', 'address', 'idType', 'idNumber', 'photos', 'residenceCertificate'];

export function PersonalInfoPage() {
  return (
    <PermissionGuard owner>
      <PersonalInfo />
    </PermissionGuard>
  );
}

const emptyDraft = (country: string): PersonalInfoDraft => ({
  legalName: '',
  birthDate: '',
  address: { line1: '', line2: '', city: '', state: '', postalCode: '', country },
  idType: null,
  idNumber: '',
  photos: {},
});

/** Server field paths (body.address.city, body.photos.front) as the form's error keys (address.city, photos.front). */
function fieldErrors(error: unknown): { fields: Record<string, string>; messageKey: string | null } {
  const described = describeError(error, FIELDS);
  const fields: Record<string, string> = {};
  const details = (error as { details?: { field: string; messageKey: string }[] }).details ?? [];
  for (const detail of details) fields[detail.field.replace(/^body\./, '')] ??= detail.messageKey;
  return { fields, messageKey: Object.keys(fields).length > 0 ? null : described.messageKey };
}

/** Edit, preview and review of the identity document 3 section 3 asks for. */
function PersonalInfo() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: user } = useQuery(userQuery);
  const { data } = useQuery(personalInfoQuery);
  const [mode, setMode] = useState<Mode | null>(null);
  const [draft, setDraft] = useState<PersonalInfoDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user || !data) return <PageLoader />;

  const approved = data.status === S.IDENTIFICATION_PASSED || data.status === S.SETTLED;
  const underReview = data.status === S.IDENTIFYING;
  const current: Mode = mode ?? (data.info && data.status !== S.IDENTIFICATION_REJECTED ? 'status' : 'edit');
  const form =
    draft ??
    (data.info
      ? {
          legalName: data.info.legalName,
          birthDate: data.info.birthDate,
          address: { line2: '', state: '', ...data.info.address },
          idType: data.info.idType,
          idNumber: data.info.idNumber,
          photos: {
            front: data.info.photos.split(',')[0] || undefined,
            back: data.info.photos.split(',')[1] || undefined,
            residenceCertificate: data.info.residenceCertificate ?? undefined,
          },
        }
      : emptyDraft(user.region));

  const preview = () => {
    const problems = checkPersonalInfo({ ...form, idType: form.idType ?? (undefined as never) }, user.region, new Date());
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.messageKey])));
    if (problems.length === 0) setMode('preview');
  };

  const submit = async () => {
    setBusy(true);
    setFormError(null);
    try {
      const answer = await submitPersonalInfo(form, approved);
      client.setQueryData(personalInfoQuery.queryKey, answer);
      await client.invalidateQueries({ queryKey: SESSION_KEY });
      setDraft(null);
      setMode('status');
    } catch (error) {
      const { fields, messageKey } = fieldErrors(error);
      setErrors(fields);
      setFormError(messageKey);
      if (Object.keys(fields).length > 0) setMode('edit');
    } finally {
      setBusy(false);
    }
  };

  const slots = form.idType === null ? [] : requiredPhotoSlots(user.region, form.idType as IdDocumentType);
  const statusColor = approved ? 'teal' : data.status === S.IDENTIFICATION_REJECTED ? 'red' : data.status === S.INIT ? 'gray' : 'orange';

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" mb="xs" gap="sm">
        <Title order={1} size="h2">
          {t('identity_title')}
        </Title>
        <Badge color={statusColor} variant="light" tt="none" size="lg" data-testid="pi-status">
          {t(settlementStatusKey(data.status))}
        </Badge>
      </Group>
      <Text c="dimmed" mb="xl">
        {t('identity_intro')}
      </Text>

      {data.status === S.IDENTIFICATION_REJECTED && data.rejectReason && (
        <Alert color="red" variant="light" mb="lg" title={t('identity_rejected_title')} data-testid="pi-reject-reason">
          {data.rejectReason}
        </Alert>
      )}
      <FormError messageKey={formError} mb="lg" data-testid="pi-error" />

      {current === 'edit' && (
        <Card withBorder padding="lg">
          {approved && (
            <Alert color="orange" variant="light" mb="lg">
              {t('identity_change_goes_to_review')}
            </Alert>
          )}
          <PersonalInfoForm draft={form} region={user.region} allowedIdTypes={data.allowedIdTypes} errors={errors} onChange={setDraft} onPreview={preview} />
        </Card>
      )}

      {current !== 'edit' && (
        <Card withBorder padding="lg" data-testid={current === 'preview' ? 'pi-preview-card' : 'pi-status-card'}>
          {current === 'preview' && (
            <Alert variant="light" mb="lg">
              {t('identity_preview_intro')}
            </Alert>
          )}
          {current === 'status' && (
            <Text size="sm" mb="lg" data-testid="pi-status-text">
              {approved ? t('identity_status_passed') : underReview ? t('identity_status_reviewing') : t('identity_status_waiting')}
              {data.info && ` ${t('identity_submitted_at', { date: formatDateTime(data.info.submittedAt) })}`}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="lg">
            <Fact label={t('identity_legal_name')} value={form.legalName} />
            <Fact label={t('identity_birth_date')} value={form.birthDate} />
            <Fact
              label={t('identity_section_address')}
              value={[form.address.line1, form.address.line2, form.address.city, form.address.state, form.address.postalCode, regionName(form.address.country, i18n.language)]
                .filter(Boolean)
                .join(', ')}
            />
            <Fact label={t('identity_id_type')} value={form.idType === null ? '' : `${t(idDocumentTypeMessageKey(form.idType as IdDocumentType))} · ${form.idNumber}`} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" mb="lg">
            {slots.map((slot) =>
              form.photos[slot] ? (
                <Stack key={slot} gap={4}>
                  <Text size="xs" c="dimmed">
                    {t(photoSlotMessageKey(slot))}
                  </Text>
                  <Image src={imageUrl(form.photos[slot]!)} alt={t(photoSlotMessageKey(slot))} radius="sm" h={110} fit="cover" />
                </Stack>
              ) : null,
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            {current === 'preview' ? (
              <>
                <Button variant="default" onClick={() => setMode('edit')}>
                  {t('identity_back_to_edit')}
                </Button>
                <Button onClick={() => void submit()} loading={busy} data-testid="pi-submit">
                  {t('identity_submit_action')}
                </Button>
              </>
            ) : (
              !underReview && (
                <Button variant="light" onClick={() => setMode('edit')} data-testid="pi-edit">
                  {t('identity_edit_action')}
                </Button>
              )
            )}
          </Group>
        </Card>
      )}
    </Container>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}
