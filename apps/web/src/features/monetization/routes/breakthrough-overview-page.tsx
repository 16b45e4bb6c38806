import { useState } from 'react';
import { Badge, Button, Card, Container, Group, Select, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { optInStates } from '@portal/domain/monetization/programmes';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { programmeTracksQuery, refreshMonetization, updateBreakthroughTracks, type BatchAnswer } from '../api.ts';
import { BatchResults } from '../components/batch-results.tsx';
import { ContractBanner } from '../components/contract-banner.tsx';
import { stateColor, stateKey } from '../components/labels.ts';
import { PageHead } from '../components/page-head.tsx';
import { TrackTable } from '../components/track-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { breakthroughTierOptions } from '../options.ts';

/** Breakthrough, step 3 (overview): the tracks in the programme with their tiers; change a tier or opt out. */
export function BreakthroughOverviewPage() {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const client = useQueryClient();
  const location = useLocation();
  const { data, error } = useQuery(programmeTracksQuery('BREAKTHROUGH'));
  const [answer, setAnswer] = useState<BatchAnswer | null>((location.state as { answer?: BatchAnswer } | null)?.answer ?? null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [tier, setTier] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canEdit = can('Release', 'Edit');
  const joined = data?.tracks.filter((track) => track.state === 'OPT_IN' || track.state === 'OPT_IN_INTENTION') ?? [];
  const toggle = (songId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(songId)) next.add(songId);
      return next;
    });

  const update = async (body: { action: 'CHANGE_TIER'; tier: number } | { action: 'OPT_OUT' }) => {
    setFailure(null);
    try {
      setAnswer(await updateBreakthroughTracks({ ...body, songIds: [...selected] }));
      setSelected(new Set());
      await refreshMonetization(client);
    } catch (problem) {
      setFailure(errorMessageKey(problem));
    }
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="breakthrough-overview">
      <PageHead title={t('breakthrough_overview_title')} subtitle={t('monetization_programme_BREAKTHROUGH_hint')} />
      <FormError error={error} />
      {data && (
        <>
          <ContractBanner type="BREAKTHROUGH" contract={data.contract} />
          {answer && <BatchResults answer={answer} tracks={data.tracks} onClose={() => setAnswer(null)} />}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="lg">
            {optInStates.map((state) => (
              <Card key={state} withBorder padding="md" data-testid={`breakthrough-count-${state}`}>
                <Badge color={stateColor[state]} variant="light" tt="none" mb={4}>
                  {t(stateKey(state))}
                </Badge>
                <Text fz={28} fw={700}>
                  {data.tracks.filter((track) => track.state === state).length}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Card withBorder padding="lg">
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Title order={2} size="h4">
                {t('breakthrough_joined_tracks')}
              </Title>
              {canEdit && (
                <Button component={Link} to="/monetization/breakthrough" data-testid="breakthrough-add">
                  {t('breakthrough_add_tracks')}
                </Button>
              )}
            </Group>
            {canEdit && joined.length > 0 && (
              <Group mb="sm" align="flex-end" wrap="wrap">
                <Select label={t('breakthrough_change_tier')} data={breakthroughTierOptions(t)} value={tier} onChange={setTier} w={200} />
                <Button variant="light" disabled={!selected.size || !tier} onClick={() => update({ action: 'CHANGE_TIER', tier: Number(tier) })} data-testid="breakthrough-apply-tier">
                  {t('breakthrough_apply_tier')}
                </Button>
                <Button variant="default" color="red" disabled={!selected.size} onClick={() => update({ action: 'OPT_OUT' })} data-testid="breakthrough-opt-out">
                  {t('monetization_opt_out_selected')}
                </Button>
              </Group>
            )}
            <FormError messageKey={failure} mb="sm" />
            <TrackTable tracks={joined} selected={canEdit ? selected : undefined} onToggle={toggle} showTier empty={t('breakthrough_none_joined')} />
          </Card>
        </>
      )}
    </Container>
  );
}
