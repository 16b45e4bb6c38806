import { SimpleGrid, Text } from '@mantine/core';
import { formatCompact } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { Audience } from '../api.ts';
import { ageKey, genderKey, monthLabel } from '../labels.ts';
import { CountryRanking } from './countries.tsx';
import { RankedBars } from './ranked-bars.tsx';
import { NoData, Section } from './section.tsx';

/**
 * Who listens: age bands, genders and countries. Stores describe listeners per month, so the numbers cover the whole
 * months the range touches, and only the streams of stores that describe them; both are said above the numbers.
 */
export function AudienceSection({ audience }: { audience: Audience }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const months = audience.coveredFrom && audience.coveredTo ? { from: monthLabel(audience.coveredFrom, language), to: monthLabel(audience.coveredTo, language) } : null;
  return (
    <Section title={t('an_audience')} testId="an-audience">
      {audience.describedStreams === 0 ? (
        <NoData />
      ) : (
        <>
          <Text size="xs" c="dimmed" mb="sm" data-testid="an-audience-note">
            {months ? t('an_audience_months', months) : ''} {t('an_audience_described', { streams: formatCompact(audience.describedStreams, language) })}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <div>
              <Text size="sm" fw={600} mb={6}>
                {t('an_age')}
              </Text>
              <RankedBars
                testId="an-age"
                items={audience.ages.map((row) => ({ key: row.bucket, label: ageKey(row.bucket) ? t(ageKey(row.bucket)!) : row.bucket, value: row.streams, share: row.share }))}
              />
            </div>
            <div>
              <Text size="sm" fw={600} mb={6}>
                {t('an_gender')}
              </Text>
              <RankedBars testId="an-gender" items={audience.genders.map((row) => ({ key: row.bucket, label: t(genderKey(row.bucket)), value: row.streams, share: row.share }))} />
            </div>
            <div>
              <Text size="sm" fw={600} mb={6}>
                {t('an_countries')}
              </Text>
              <CountryRanking countries={audience.countries} testId="an-audience-countries" />
            </div>
          </SimpleGrid>
        </>
      )}
    </Section>
  );
}
