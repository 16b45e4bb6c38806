import { useMemo, useState } from 'react';
import { Badge, Card, Container, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { RegionSelect } from '../../../components/region-select.tsx';
import { formatCompact, formatNumber, regionName } from '../../../lib/format.ts';
import { CountryFlag } from '../../../components/country-flag.tsx';
import { nativeLanguageName } from '../../../lib/language-names.ts';
import { basicQuery } from '../../../lib/queries.ts';
import { DevToolsNav } from '../components/dev-tools-nav.tsx';
import { MergedPingDemo } from '../components/merged-ping-demo.tsx';

const samples = [999, 1_234, 56_789, 1_200_000, 3_400_000, 5_600_000_000, 7_800_000_000_000];

/** Developer demos: compact numbers per locale, throttled merged requests and the country picker. */
export function FeaturePreviewPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [custom, setCustom] = useState<number | string>(123_456);
  const { data: basic } = useQuery(basicQuery);
  const [country, setCountry] = useState<string>('BR');
  const selected = useMemo(() => basic?.regions.find((r) => r.code === country), [basic, country]);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <DevToolsNav />
      <Title order={1} size="h2">
        {t('feature_preview_title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('feature_preview_subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Group justify="space-between" mb="sm">
            <Text fw={700}>{t('preview_numbers_title')}</Text>
            <Badge variant="light">{language}</Badge>
          </Group>
          <DataTable
            testId="preview-numbers"
            verticalSpacing={6}
            rows={samples}
            rowKey={(n) => n}
            columns={[
              {
                key: 'value',
                header: t('preview_numbers_value'),
                align: 'end',
                nowrap: true,
                sortValue: (n) => n,
                cell: (n) => (
                  <Text size="sm" c="dimmed">
                    {formatNumber(n, language)}
                  </Text>
                ),
              },
              {
                key: 'compact',
                header: t('preview_numbers_compact'),
                align: 'end',
                nowrap: true,
                cell: (n) => (
                  <Text size="sm" fw={700}>
                    {formatCompact(n, language)}
                  </Text>
                ),
              },
            ]}
          />
          <Group align="flex-end" mt="md" gap="sm">
            <NumberInput label={t('preview_numbers_try')} value={custom} onChange={setCustom} style={{ flex: 1 }} thousandSeparator="," />
            <Text fw={800} fz="xl" mb={4} data-testid="preview-numbers-custom">
              {typeof custom === 'number' ? formatCompact(custom, language) : '—'}
            </Text>
          </Group>
        </Card>
        <MergedPingDemo />
        <Card withBorder padding="lg">
          <Text fw={700} mb="sm">
            {t('preview_country_title')}
          </Text>
          <RegionSelect label={t('preview_country_label')} regions={basic?.regions ?? []} withPhoneCode value={country} onChange={setCountry} data-testid="preview-country" />
          {selected && (
            <Stack gap={4} mt="md">
              <CountryFlag code={selected.code} size={40} />
              <Text fw={700}>{regionName(selected.code, language)}</Text>
              <Text size="sm" c="dimmed">
                {t('preview_country_details', {
                  code: selected.code,
                  phone: `+${selected.phoneCode.replace(/^\+/, '')}`,
                  language: nativeLanguageName(selected.language),
                })}
              </Text>
            </Stack>
          )}
        </Card>
      </SimpleGrid>
    </Container>
  );
}
