import { useState } from 'react';
import { Badge, Button, Card, Container, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { breakthroughTiers } from '@portal/domain/monetization/programmes';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { joinBreakthrough, programmeTracksQuery, refreshMonetization } from '../api.ts';
import { tierHintKey, tierKey } from '../components/labels.ts';
import { PageHead } from '../components/page-head.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Breakthrough, step 2 (tier select): a tier every chosen track may take; tier 3 needs the full-song qualification. */
export function BreakthroughTierPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const songIds = (params.get('songs') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const { data } = useQuery(programmeTracksQuery('BREAKTHROUGH'));
  const [tier, setTier] = useState('1');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!songIds.length) return <Navigate to="/monetization/breakthrough" replace />;
  const chosen = data?.tracks.filter((track) => songIds.includes(track.songId)) ?? [];
  const allowed = (candidate: number) => chosen.length > 0 && chosen.every((track) => track.tiers.includes(candidate));

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await joinBreakthrough({ tier: Number(tier), songIds });
      await refreshMonetization(client);
      navigate('/monetization/breakthrough/overview', { state: { answer } });
    } catch (problem) {
      setFailure(errorMessageKey(problem));
      setBusy(false);
    }
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="breakthrough-tier">
      <PageHead
        title={t('breakthrough_tier_title')}
        subtitle={t('breakthrough_tier_subtitle', { number: songIds.length })}
        back={`/monetization/breakthrough`}
        backLabel={t('breakthrough_select_title')}
      />
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
        {t('breakthrough_step', { step: 2, steps: 3 })}
      </Text>
      <Radio.Group value={tier} onChange={setTier}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {breakthroughTiers.map((candidate) => {
            const available = allowed(candidate);
            return (
              <Card key={candidate} withBorder padding="lg" data-testid={`breakthrough-tier-${candidate}`} style={{ opacity: available ? 1 : 0.6 }}>
                <Stack gap="xs">
                  <Radio value={String(candidate)} label={t(tierKey(candidate))} disabled={!available} data-testid={`breakthrough-tier-radio-${candidate}`} />
                  <Text size="sm" c="dimmed">
                    {t(tierHintKey(candidate))}
                  </Text>
                  {!available && data && (
                    <Badge color="gray" variant="light" tt="none">
                      {t('breakthrough_tier_unavailable')}
                    </Badge>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <FormError messageKey={failure} mt="md" />
      <Group justify="flex-end" mt="lg">
        <Button onClick={submit} loading={busy} disabled={!allowed(Number(tier))} data-testid="breakthrough-confirm">
          {t('breakthrough_confirm')}
        </Button>
      </Group>
    </Container>
  );
}
