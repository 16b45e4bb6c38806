import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { monetizationVariants, type MonetizationType } from '@portal/domain/monetization/programmes';
import { safeLocale } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { statisticQuery, type Statistic } from '../api.ts';
import { programmeKey, stateKey } from '../components/labels.ts';
import { OptInDefaultsCard } from '../components/opt-in-defaults-card.tsx';
import { PageHead } from '../components/page-head.tsx';
import { FormError } from '../../../components/form-error.tsx';

const areas: { key: string; to: string; programmes: readonly MonetizationType[] }[] = [
  { key: 'breakthrough', to: '/monetization/breakthrough/overview', programmes: ['BREAKTHROUGH'] },
  ...Object.entries(monetizationVariants).map(([variant, programmes]) => ({ key: variant, to: `/monetization/${variant}`, programmes })),
];

/** The monetization center: each area with its programmes' counts and earnings, and the account's defaults. */
export function CenterPage() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(statisticQuery());
  const money = (amount: string, currency: string) =>
    new Intl.NumberFormat(safeLocale(i18n.language), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));
  const programme = (type: MonetizationType) => data?.programmes.find((entry) => entry.type === type);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="monetization-center">
      <PageHead title={t('monetization_title')} subtitle={t('monetization_subtitle')} back={null} />
      <FormError error={error} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mb="lg">
        {areas.map((area) => (
          <Card key={area.key} withBorder padding="lg" data-testid={`monetization-area-${area.key}`}>
            <Stack gap="sm" h="100%">
              <div>
                <Title order={2} size="h4">
                  {t(area.key === 'breakthrough' ? 'monetization_programme_BREAKTHROUGH' : `monetization_variant_${area.key}`)}
                </Title>
                <Text size="sm" c="dimmed">
                  {t(area.key === 'breakthrough' ? 'monetization_programme_BREAKTHROUGH_hint' : `monetization_variant_${area.key}_hint`)}
                </Text>
              </div>
              {area.programmes.map((type) => (
                <ProgrammeLine key={type} type={type} named={area.key !== 'breakthrough'} entry={programme(type)} money={money} currency={data?.currency ?? 'USD'} />
              ))}
              <Group mt="auto">
                <Button component={Link} to={area.to} variant="light" data-testid={`monetization-open-${area.key}`}>
                  {t('monetization_open')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <OptInDefaultsCard />
    </Container>
  );
}

function ProgrammeLine({
  type,
  named,
  entry,
  money,
  currency,
}: {
  type: MonetizationType;
  named: boolean;
  entry?: Statistic['programmes'][number];
  money: (amount: string, currency: string) => string;
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} data-testid={`monetization-stat-${type}`}>
      <Group justify="space-between" gap="xs">
        {/* Breakthrough is its own area: its card's title already names it. */}
        <Text fw={600} size="sm">
          {named ? t(programmeKey(type)) : ''}
        </Text>
        {entry?.earnings != null && (
          <Text size="sm" fw={600} c="teal" data-testid="monetization-earnings">
            {money(entry.earnings, currency)}
          </Text>
        )}
      </Group>
      {entry && (
        <Group gap={6}>
          <Badge color="teal" variant="light" tt="none">
            {t(stateKey('OPT_IN'))}: {entry.counts.OPT_IN}
          </Badge>
          <Badge color="yellow" variant="light" tt="none">
            {t(stateKey('OPT_IN_INTENTION'))}: {entry.counts.OPT_IN_INTENTION}
          </Badge>
          <Badge color="gray" variant="light" tt="none">
            {t('monetization_qualified_count', { number: entry.qualified })}
          </Badge>
        </Group>
      )}
    </Stack>
  );
}
