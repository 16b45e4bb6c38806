import { useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_RANGE_DAYS, parseDay } from '@portal/domain/analytics/date-range';
import { FormError } from '../../../components/form-error.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type ExportFormat, type ExportKind, refreshExports, requestExport } from '../export-api.ts';
import { exportFormatOptions, exportKindOptions } from '../options.ts';

type Field = 'from' | 'to';

/** The server's rules for an export's days (export-sources.ts), checked before asking: the same keys on the same fields. */
export function rangeProblems(from: string, to: string): Partial<Record<Field, string>> {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === null || end === null) {
    const problems: Partial<Record<Field, string>> = {};
    if (start === null) problems.from = 'analytics_date_invalid';
    if (end === null) problems.to = 'analytics_date_invalid';
    return problems;
  }
  if (end < start) return { to: 'analytics_range_invalid' };
  if (end - start + 1 > MAX_RANGE_DAYS) return { from: 'analytics_range_too_long' };
  return {};
}

/** Asks for an analytics export of a range of days (AnalyticsData Download): per song or per day and store, as Excel or CSV. */
export function ExportRequestCard({ defaultFrom, defaultTo }: { defaultFrom: string; defaultTo: string }) {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [kind, setKind] = useState<ExportKind>('analytics_songs');
  const [format, setFormat] = useState<ExportFormat>('excel');
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const [serverFields, setServerFields] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);

  const request = useMutation({
    mutationFn: () => requestExport(kind, format, from, to),
    onMutate: () => {
      setFailure(null);
      setQueued(false);
    },
    onSuccess: async () => {
      setQueued(true);
      await refreshExports(client);
    },
    onError: (error) => {
      const fields: Partial<Record<Field, string>> = {};
      if (isApiError(error)) for (const detail of error.details) if (detail.field === 'body.from' || detail.field === 'body.to') fields[detail.field.slice(5) as Field] ??= detail.messageKey;
      if (Object.keys(fields).length > 0) setServerFields(fields);
      // The server's words for too many open tasks speak of reports; here they are exports.
      else if (isApiError(error) && error.messageKey === 'money_report_too_many') setFailure('analytics_export_too_many');
      else setFailure(errorMessageKey(error, known));
    },
  });

  const problems = rangeProblems(from, to);
  const fieldError = (field: Field) => {
    const key = problems[field] ?? serverFields[field];
    return key ? t(known(key) ? key : 'analytics_date_invalid') : undefined;
  };
  const setDay = (field: Field, set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setServerFields((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Card withBorder padding="md" data-testid="analytics-export-request">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (Object.keys(problems).length === 0 && !request.isPending) request.mutate();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{t('analytics_export_request_title')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NativeSelect
              label={t('analytics_export_kind')}
              value={kind}
              onChange={(event) => setKind(event.currentTarget.value as ExportKind)}
              data={exportKindOptions(t)}
              data-testid="analytics-export-kind"
            />
            <NativeSelect
              label={t('rep_format')}
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as ExportFormat)}
              data={exportFormatOptions(t)}
              data-testid="analytics-export-format"
            />
            <TextInput
              type="date"
              label={t('analytics_export_from')}
              placeholder="YYYY-MM-DD"
              value={from}
              onChange={setDay('from', setFrom)}
              error={fieldError('from')}
              data-testid="analytics-export-from"
            />
            <TextInput type="date" label={t('analytics_export_to')} placeholder="YYYY-MM-DD" value={to} onChange={setDay('to', setTo)} error={fieldError('to')} data-testid="analytics-export-to" />
          </SimpleGrid>
          <Text size="xs" c="dimmed" data-testid="analytics-export-hint">
            {t(`analytics_export_hint_${kind}`)}
          </Text>
          <FormError messageKey={failure} data-testid="analytics-export-error" />
          {queued && (
            <Alert color="teal" variant="light" withCloseButton closeButtonLabel={t('rev_close')} onClose={() => setQueued(false)} data-testid="analytics-export-queued">
              {t('analytics_export_queued')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={request.isPending} disabled={Object.keys(problems).length > 0} data-testid="analytics-export-submit">
              {t('analytics_export_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
