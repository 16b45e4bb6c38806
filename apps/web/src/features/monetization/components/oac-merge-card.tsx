import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAbilities } from '../../../lib/abilities.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { oacStateQuery, refreshMonetization, requestOacMerge } from '../api.ts';
import { oacStatusKey } from './labels.ts';
import { FormError } from '../../../components/form-error.tsx';

const statusColor: Record<number, string> = { 1: 'gray', 2: 'blue', 3: 'violet', 4: 'teal', 5: 'red' };

/**
 * The Official Artist Channel merge: the artist's topic channel on the video platform joins the linked channel.
 * It needs a linked channel (Linked accounts) and a live release; operators move it in the console.
 */
export function OacMergeCard() {
  const { t } = useTranslation();
  const { isOwner } = useAbilities();
  const client = useQueryClient();
  const { data, error } = useQuery(oacStateQuery());
  const [albumId, setAlbumId] = useState<string | null>(null);
  const [artistName, setArtistName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await requestOacMerge({ albumId: Number(albumId), artistName });
      await refreshMonetization(client);
    } catch (problem) {
      setFailure(errorMessageKey(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="lg" data-testid="oac-merge">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {t('oac_title')}
        </Title>
        {data && (
          <Badge color={statusColor[data.status]} variant="light" tt="none" data-testid="oac-status">
            {t(oacStatusKey(data.status))}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('oac_hint')}
      </Text>
      <FormError error={error} />
      {data && (
        <Stack gap="sm">
          {data.channel && <Text size="sm">{t('oac_channel', { channel: data.channel.title })}</Text>}
          {data.request?.note && data.status === 5 && (
            <Alert color="red" variant="light" title={t('oac_rejected_note')}>
              {data.request.note}
            </Alert>
          )}
          {data.block === 'not_linked' && (
            <Text size="sm">
              {t('oac_block_not_linked')}{' '}
              <Anchor component={Link} to="/settings#linked-accounts">
                {t('oac_link_channel')}
              </Anchor>
            </Text>
          )}
          {data.block && data.block !== 'not_linked' && <Text size="sm">{t(`oac_block_${data.block}`)}</Text>}
          {!data.block && isOwner && (
            <Group align="flex-end" wrap="wrap">
              <Select
                label={t('oac_release')}
                data={data.releases.map((release) => ({ value: String(release.albumId), label: `${release.title} · ${release.artistName}` }))}
                value={albumId}
                onChange={(value) => {
                  setAlbumId(value);
                  const release = data.releases.find((candidate) => String(candidate.albumId) === value);
                  if (release && !artistName) setArtistName(release.artistName);
                }}
                miw={240}
                data-testid="oac-release"
              />
              <TextInput label={t('oac_artist_name')} value={artistName} onChange={(event) => setArtistName(event.currentTarget.value)} data-testid="oac-artist" />
              <Button onClick={submit} loading={busy} disabled={!albumId || !artistName.trim()} data-testid="oac-submit">
                {t('oac_submit')}
              </Button>
            </Group>
          )}
          <FormError messageKey={failure} />
        </Stack>
      )}
    </Card>
  );
}
