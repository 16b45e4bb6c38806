import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonetizationType } from '@portal/domain/monetization/programmes';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { optTracksInOrOut, programmeTracksQuery, refreshMonetization, type BatchAnswer } from '../api.ts';
import { BatchResults } from './batch-results.tsx';
import { ContractBanner } from './contract-banner.tsx';
import { programmeHintKey } from './labels.ts';
import { TrackTable } from './track-table.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** One licensing programme: its agreement, the account's tracks, and opting selected tracks in or out. */
export function ProgrammePanel({ type }: { type: Exclude<MonetizationType, 'BREAKTHROUGH'> }) {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const client = useQueryClient();
  const { data, error } = useQuery(programmeTracksQuery(type));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [answer, setAnswer] = useState<BatchAnswer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const canEdit = can('Release', 'Edit');

  const toggle = (songId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(songId)) next.add(songId);
      return next;
    });

  const run = async (action: 'OPT_IN' | 'OPT_OUT') => {
    setBusy(action);
    setFailure(null);
    try {
      setAnswer(await optTracksInOrOut({ type, action, songIds: [...selected] }));
      setSelected(new Set());
      await refreshMonetization(client);
    } catch (problem) {
      setFailure(errorMessageKey(problem));
    } finally {
      setBusy(null);
    }
  };

  if (error) return <FormError error={error} />;
  if (!data) return null;
  return (
    <Stack gap={0} data-testid={`programme-${type}`}>
      <Text size="sm" c="dimmed" mb="md">
        {t(programmeHintKey(type))}
      </Text>
      <ContractBanner type={type} contract={data.contract} />
      {answer && <BatchResults answer={answer} tracks={data.tracks} onClose={() => setAnswer(null)} />}
      <FormError messageKey={failure} mb="md" />
      {canEdit && (
        <Group mb="sm">
          <Button size="sm" disabled={!selected.size} loading={busy === 'OPT_IN'} onClick={() => run('OPT_IN')} data-testid="monetization-opt-in">
            {t('monetization_opt_in_selected', { number: selected.size })}
          </Button>
          <Button size="sm" variant="default" disabled={!selected.size} loading={busy === 'OPT_OUT'} onClick={() => run('OPT_OUT')} data-testid="monetization-opt-out">
            {t('monetization_opt_out_selected')}
          </Button>
        </Group>
      )}
      <TrackTable tracks={data.tracks} selected={canEdit ? selected : undefined} onToggle={toggle} empty={t('monetization_no_tracks')} />
    </Stack>
  );
}
