import { Badge, Card, Center, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table.tsx';
import { formatNumber, regionName } from '../../../lib/format.ts';
import { CountryFlag, CountryLabel } from '../../../components/country-flag.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { limitsQuery } from '../api.ts';
import { formatSize } from '../labels.ts';
import { BULK_IMPORT_PATH } from '../paths.ts';
import { FormError } from '../../../components/form-error.tsx';

/** Release upload limit (document 3; route /release-management/import/limits): tracks per release by region, and a task's limits. */
export function UploadLimitPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, error, isPending } = useQuery(limitsQuery());
  const n = (value: number) => formatNumber(value, language);

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeading back={{ to: BULK_IMPORT_PATH, label: t('bulk_ui_back_to_import') }} title={t('bulk_ui_limits_title')} subtitle={t('bulk_ui_limits_subtitle')} />
        {error ? (
          <FormError error={error} />
        ) : isPending ? (
          <Center py={48}>
            <Loader />
          </Center>
        ) : (
          <>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="limits-yours">
              <Text fz="sm" c="dimmed">
                {data.region ? <YourRegion region={data.region} language={language} /> : t('bulk_ui_limits_no_region')}
              </Text>
              <Group gap="xs" align="baseline" mt={4}>
                <Text fz={36} fw={700} lh={1.1} data-testid="limits-tracks-per-release">
                  {n(data.tracksPerRelease)}
                </Text>
                <Text>{t('bulk_ui_limits_tracks_per_release')}</Text>
              </Group>
            </Paper>

            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('bulk_ui_limits_task_title')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" data-testid="limits-task">
                {(
                  [
                    ['bulk_ui_limits_releases_max', n(data.task.releasesMax)],
                    ['bulk_ui_limits_tracks_max', n(data.task.tracksMax)],
                    ['bulk_ui_limits_source_max', formatSize(data.task.sourceBytesMax, language)],
                    ['bulk_ui_limits_document_max', formatSize(data.task.documentBytesMax, language)],
                  ] as const
                ).map(([key, value]) => (
                  <Paper key={key} withBorder p="sm" radius="md">
                    <Text fz="lg" fw={700}>
                      {value}
                    </Text>
                    <Text fz="sm" c="dimmed">
                      {t(key)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>

            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('bulk_ui_limits_regions_title')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('bulk_ui_limits_default', { number: n(data.defaultTracksPerRelease) })}
              </Text>
              {data.regions.length > 0 && (
                <Card withBorder padding={0}>
                  {/* Two narrow columns read well on a phone too: the table stays a table there. */}
                  <DataTable
                    testId="limits-regions"
                    phone="scroll"
                    rows={[...data.regions].sort((a, b) => regionName(a.region, language).localeCompare(regionName(b.region, language), language))}
                    rowKey={(row) => row.region}
                    rowProps={(row) => ({ 'data-testid': `limits-region-${row.region}` })}
                    columns={[
                      {
                        key: 'region',
                        header: t('bulk_ui_limits_col_region'),
                        sortValue: (row) => regionName(row.region, language),
                        cell: (row) => (
                          <Group gap="xs" wrap="nowrap">
                            <CountryFlag code={row.region} />
                            <Text fz="sm">{regionName(row.region, language)}</Text>
                            {row.region === data.region && (
                              <Badge size="xs" variant="light" style={{ textTransform: 'none' }}>
                                {t('bulk_ui_limits_yours')}
                              </Badge>
                            )}
                          </Group>
                        ),
                      },
                      { key: 'tracks', header: t('bulk_ui_limits_col_tracks'), align: 'end', nowrap: true, sortValue: (row) => row.tracksPerRelease, cell: (row) => n(row.tracksPerRelease) },
                    ]}
                  />
                </Card>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}

/** "Your region: <flag> Brazil", the flag an image inside the translated sentence. */
function YourRegion({ region, language }: { region: string; language: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('bulk_ui_limits_your_region', { region: '{{region}}' }).split('{{region}}');
  return (
    <>
      {before}
      <CountryLabel code={region}>{regionName(region, language)}</CountryLabel>
      {after}
    </>
  );
}
