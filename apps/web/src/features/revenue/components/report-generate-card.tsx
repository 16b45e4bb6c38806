import { useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { MONTH_PATTERN, monthFromNow } from '../../../lib/money.ts';
import { generateReport, refreshReportTasks, type FileFormat, type ReportType } from '../report-api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { fileFormatOptions, reportTypeOptions } from '../options.ts';

type Field = 'from' | 'to';

/** Asks for a report of a range of sales months (Royalty View): custom, monthly or royalty, as Excel or CSV. */
export function ReportGenerateCard() {
  const { t, i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const [type, setType] = useState<ReportType>('custom');
  const [format, setFormat] = useState<FileFormat>('excel');
  const [from, setFrom] = useState(() => monthFromNow(-11));
  const [to, setTo] = useState(() => monthFromNow(0));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [queued, setQueued] = useState(false);

  const generate = useMutation({
    mutationFn: () => generateReport(type, format, from, to),
    onMutate: () => {
      setFailure(null);
      setQueued(false);
    },
    onSuccess: async () => {
      setQueued(true);
      await refreshReportTasks(client);
    },
    onError: (error) => {
      const fields: Partial<Record<Field, string>> = {};
      if (isApiError(error)) for (const detail of error.details) if (detail.field === 'body.from' || detail.field === 'body.to') fields[detail.field.slice(5) as Field] ??= detail.messageKey;
      if (Object.keys(fields).length > 0) setFieldErrors(fields);
      else setFailure(errorMessageKey(error, known));
    },
  });

  const monthError = (field: Field, value: string) => {
    if (!MONTH_PATTERN.test(value)) return t('rev_month_invalid');
    if (field === 'to' && MONTH_PATTERN.test(from) && from > to) return t('money_range_invalid');
    const key = fieldErrors[field];
    return key ? t(known(key) ? key : 'rev_month_invalid') : undefined;
  };
  const rangeValid = MONTH_PATTERN.test(from) && MONTH_PATTERN.test(to) && from <= to;
  const setMonth = (field: Field, set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <Card withBorder padding="md" data-testid="rep-generate-card">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (rangeValid && !generate.isPending) generate.mutate();
        }}
      >
        <Stack gap="sm">
          <Text fw={600}>{t('rep_generate_title')}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <NativeSelect label={t('rep_type')} value={type} onChange={(event) => setType(event.currentTarget.value as ReportType)} data={reportTypeOptions(t)} data-testid="rep-type" />
            <NativeSelect label={t('rep_format')} value={format} onChange={(event) => setFormat(event.currentTarget.value as FileFormat)} data={fileFormatOptions(t)} data-testid="rep-format" />
            <TextInput type="month" label={t('rev_from')} placeholder="YYYY-MM" value={from} onChange={setMonth('from', setFrom)} error={monthError('from', from)} data-testid="rep-from" />
            <TextInput type="month" label={t('rev_to')} placeholder="YYYY-MM" value={to} onChange={setMonth('to', setTo)} error={monthError('to', to)} data-testid="rep-to" />
          </SimpleGrid>
          <Text size="xs" c="dimmed" data-testid="rep-type-hint">
            {t(`rep_kind_${type}_hint`)}
          </Text>
          <FormError messageKey={failure} data-testid="rep-generate-error" />
          {queued && (
            <Alert color="teal" variant="light" withCloseButton closeButtonLabel={t('rev_close')} onClose={() => setQueued(false)} data-testid="rep-generate-queued">
              {t('rep_queued')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={generate.isPending} disabled={!rangeValid} data-testid="rep-generate">
              {t('rep_generate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
