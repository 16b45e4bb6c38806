import { useState } from 'react';
import { Button, Card, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { programmeTracksQuery } from '../api.ts';
import { ContractBanner } from '../components/contract-banner.tsx';
import { PageHead } from '../components/page-head.tsx';
import { TrackTable } from '../components/track-table.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Breakthrough, step 1 (track select): qualified tracks can be ticked; the others say why they cannot join. */
export function BreakthroughSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error } = useQuery(programmeTracksQuery('BREAKTHROUGH'));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (songId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(songId)) next.add(songId);
      return next;
    });

  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }} data-testid="breakthrough-select">
      <PageHead title={t('breakthrough_select_title')} subtitle={t('breakthrough_select_subtitle')} back="/monetization/breakthrough/overview" backLabel={t('breakthrough_overview_title')} />
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
        {t('breakthrough_step', { step: 1, steps: 3 })}
      </Text>
      <FormError error={error} />
      {data && (
        <>
          <ContractBanner type="BREAKTHROUGH" contract={data.contract} />
          <Card withBorder padding="lg">
            <TrackTable tracks={data.tracks} selected={selected} onToggle={toggle} selectable={(track) => track.qualified} showTier empty={t('monetization_no_tracks')} />
            <Group justify="space-between" mt="md">
              <Button component={Link} to="/monetization/breakthrough/overview" variant="subtle">
                {t('breakthrough_overview_title')}
              </Button>
              <Button disabled={!selected.size} onClick={() => navigate(`/monetization/breakthrough/tier?songs=${[...selected].join(',')}`)} data-testid="breakthrough-next">
                {t('breakthrough_next_tier', { number: selected.size })}
              </Button>
            </Group>
          </Card>
        </>
      )}
    </Container>
  );
}
