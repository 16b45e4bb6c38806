import { Card, Container, Stack, Tabs } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { monetizationVariants, type MonetizationVariant } from '@portal/domain/monetization/programmes';
import { useTranslation } from '../../../lib/use-translation.ts';
import { programmeKey } from '../components/labels.ts';
import { OacMergeCard } from '../components/oac-merge-card.tsx';
import { PageHead } from '../components/page-head.tsx';
import { ProgrammePanel } from '../components/programme-panel.tsx';

const isVariant = (value: string): value is MonetizationVariant => value in monetizationVariants;

/**
 * The monetization center's variants (document 3): the video app (CapCut-style editor), the video platform
 * (Content ID and the Official Artist Channel merge) and music licensing (CML, sync, user videos).
 */
export function VariantPage() {
  const { t } = useTranslation();
  const rest = useParams()['*'] ?? '';
  const variant: MonetizationVariant = isVariant(rest) ? rest : 'music-licensing';
  const programmes = monetizationVariants[variant];
  const [params, setParams] = useSearchParams();
  const current = programmes.find((type) => type === params.get('programme')) ?? programmes[0];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid={`monetization-variant-${variant}`}>
      <PageHead title={t(`monetization_variant_${variant}`)} subtitle={t(`monetization_variant_${variant}_hint`)} />
      <Stack gap="lg">
        <Card withBorder padding="lg">
          {programmes.length > 1 ? (
            <Tabs value={current} onChange={(value) => value && setParams({ programme: value }, { replace: true })} keepMounted={false}>
              <Tabs.List mb="md">
                {programmes.map((type) => (
                  <Tabs.Tab key={type} value={type} data-testid={`monetization-tab-${type}`}>
                    {t(programmeKey(type))}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {programmes.map((type) => (
                <Tabs.Panel key={type} value={type}>
                  <ProgrammePanel type={type} />
                </Tabs.Panel>
              ))}
            </Tabs>
          ) : (
            <ProgrammePanel type={current} />
          )}
        </Card>
        {variant === 'video-platform' && <OacMergeCard />}
      </Stack>
    </Container>
  );
}
