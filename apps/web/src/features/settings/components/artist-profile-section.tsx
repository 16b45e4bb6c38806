import { useEffect, useState } from 'react';
import { Badge, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { artistLinkKinds, storeAccountKinds } from '@portal/domain/artist-links';
import type { User } from '@portal/contract/user';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { userQuery } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';
import { artistProfileQuery, profilesKey, saveArtistProfile } from '../api.ts';

/** The public artist profile: bio, links to the artist's platforms (https only) and store artist pages. */
export function ArtistProfileSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(artistProfileQuery(user.userId));
  const [bio, setBio] = useState('');
  const [links, setLinks] = useState<Record<string, string>>({});
  const [stores, setStores] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ color: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    setBio(data.bio);
    setLinks(data.links);
    setStores(Object.fromEntries(Object.entries(data.storeAccounts).map(([kind, account]) => [kind, account.url])));
  }, [data]);
  if (!data) return null;

  const save = async () => {
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      await saveArtistProfile({
        bio,
        links: Object.fromEntries(artistLinkKinds.map((kind) => [kind, links[kind] ?? ''])),
        storeAccounts: Object.fromEntries(storeAccountKinds.map((kind) => [kind, stores[kind] ?? ''])),
      });
      setMessage({ color: 'teal', key: 'settings_saved' });
      await client.invalidateQueries({ queryKey: profilesKey });
      await client.invalidateQueries({ queryKey: userQuery.queryKey });
    } catch (error) {
      const details = (error as { details?: { field: string; messageKey: string }[] }).details ?? [];
      setErrors(Object.fromEntries(details.map((d) => [d.field.replace(/^body\./, ''), d.messageKey])));
      if (details.length === 0) setMessage({ color: 'red', key: errorMessageKey(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection id="artist" title={t('artist_profile_title')} hint={t('artist_profile_hint')}>
      <Stack>
        <Textarea label={t('artist_bio')} value={bio} onChange={(e) => setBio(e.currentTarget.value)} autosize minRows={3} maxLength={2000} data-testid="artist-bio" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {artistLinkKinds.map((kind) => (
            <TextInput
              key={kind}
              label={t(`artist_link_${kind}`)}
              placeholder="https://"
              value={links[kind] ?? ''}
              onChange={(e) => setLinks({ ...links, [kind]: e.currentTarget.value })}
              error={errors[`links.${kind}`] && t(errors[`links.${kind}`]!)}
              data-testid={`artist-link-${kind}`}
            />
          ))}
          {storeAccountKinds.map((kind) => (
            <TextInput
              key={kind}
              label={t(`store_account_${kind}`)}
              placeholder="https://"
              value={stores[kind] ?? ''}
              onChange={(e) => setStores({ ...stores, [kind]: e.currentTarget.value })}
              error={errors[`storeAccounts.${kind}`] && t(errors[`storeAccounts.${kind}`]!)}
              data-testid={`store-account-${kind}`}
            />
          ))}
        </SimpleGrid>
        {data.claims.length > 0 && (
          <Group gap="xs">
            {data.claims.map((claim) => (
              <Badge key={claim.id} variant="light" tt="none">
                {t('artist_claim_status', {
                  store: t(`store_account_${claim.platform}`),
                  status: t(`artist_claim_status_${claim.status === 'accepted' ? 'approved' : claim.status === 'refused' ? 'rejected' : 'pending'}`),
                })}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between">
          {message ? (
            <Text size="sm" c={message.color}>
              {t(message.key)}
            </Text>
          ) : (
            <span />
          )}
          <Button onClick={() => void save()} loading={busy} data-testid="artist-save">
            {t('action_save')}
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
