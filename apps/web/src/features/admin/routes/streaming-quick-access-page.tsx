import { useState, type FormEvent } from 'react';
import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { readStoreArtist, storeKindOfPlatform, storeReleaseUrl, upcLookupUrl } from '@portal/domain/store-tools';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { AdminDelivery } from '../deliveries-api.ts';
import { releaseStoresQuery } from '../quick-access-api.ts';
import { ConsolePage, ConsoleSection } from '../components/console-page.tsx';
import { DeliveryStateBadge } from '../components/deliveries-list.tsx';

const RELEASE_ID = /^\d{1,15}$/;

/**
 * The streaming quick-access page (document 1 section 2, admin only; decision 063): from a release id, each store
 * the release goes to with its state and quick links into the store (its page by the store's id, a lookup by UPC);
 * from an artist's store link or id, the store page and the store's artist tools.
 */
export function StreamingQuickAccessPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <ConsolePage title={t('admin_quick_access_title')} subtitle={t('admin_quick_access_subtitle')} testId="quick-access-page">
      <ConsoleSection id="quick-access-release" title={t('admin_quick_access_release_title')} hint={t('admin_quick_access_release_hint')}>
        <ReleaseLookup releaseId={params.get('releaseId') ?? ''} onLookup={(value) => set('releaseId', value)} />
      </ConsoleSection>
      <ConsoleSection id="quick-access-artist" title={t('admin_quick_access_artist_title')} hint={t('admin_quick_access_artist_hint')}>
        <ArtistLookup artist={params.get('artist') ?? ''} onLookup={(value) => set('artist', value)} />
      </ConsoleSection>
    </ConsolePage>
  );
}

function LookupForm({ initial, label, placeholder, testId, onSubmit }: { initial: string; label: string; placeholder: string; testId: string; onSubmit: (value: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={400}
          style={{ flex: '1 1 260px' }}
          data-testid={`${testId}-input`}
        />
        <Button type="submit" data-testid={`${testId}-submit`}>
          {t('admin_quick_access_open')}
        </Button>
      </Group>
    </form>
  );
}

function ReleaseLookup({ releaseId, onLookup }: { releaseId: string; onLookup: (value: string) => void }) {
  const { t } = useTranslation();
  const valid = RELEASE_ID.test(releaseId);
  return (
    <Stack gap="md">
      <LookupForm initial={releaseId} label={t('admin_quick_access_release_label')} placeholder="1024" testId="quick-access-release" onSubmit={onLookup} />
      {releaseId && !valid && <FormError messageKey="admin_quick_access_release_invalid" data-testid="quick-access-release-invalid" />}
      {valid && <ReleaseStores releaseId={Number(releaseId)} />}
    </Stack>
  );
}

function StoreLinks({ delivery }: { delivery: AdminDelivery }) {
  const { t } = useTranslation();
  const kind = storeKindOfPlatform(delivery.platformId);
  if (!kind || (!delivery.storeReleaseId && !delivery.upc)) return <Text c="dimmed">—</Text>;
  return (
    <Group gap="sm" wrap="wrap">
      {delivery.storeReleaseId && (
        <Anchor href={storeReleaseUrl(kind, delivery.storeReleaseId)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="quick-access-store-page">
          {t('admin_quick_access_store_page')}
        </Anchor>
      )}
      {delivery.upc && (
        <Anchor href={upcLookupUrl(kind, delivery.upc)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="quick-access-upc-lookup">
          {t('admin_quick_access_upc_lookup')}
        </Anchor>
      )}
    </Group>
  );
}

function ReleaseStores({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(releaseStoresQuery(releaseId));
  const first = data?.deliveries[0];
  const columns: DataColumn<AdminDelivery>[] = [
    { key: 'store', header: t('admin_quick_access_store'), cell: (row) => row.platformName, sortValue: (row) => row.platformName },
    { key: 'state', header: t('admin_quick_access_state'), cell: (row) => <DeliveryStateBadge state={row.state} fit /> },
    { key: 'storeId', header: t('admin_quick_access_store_id'), cell: (row) => <span dir="ltr">{row.storeReleaseId ?? '—'}</span> },
    { key: 'links', header: t('admin_quick_access_links'), cell: (row) => <StoreLinks delivery={row} /> },
  ];
  if (error) return <FormError error={error} data-testid="quick-access-release-error" />;
  return (
    <Stack gap="sm">
      {first && (
        <Card withBorder padding="md" data-testid="quick-access-release">
          <Title order={3} size="h4">
            {first.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin_quick_access_release_facts', { upc: first.upc ?? '—', account: first.accountName, accountId: first.accountId })}
          </Text>
        </Card>
      )}
      <DataTable
        columns={columns}
        rows={isPending ? undefined : (data?.deliveries ?? [])}
        loading={isPending}
        rowKey={(row) => row.platformId}
        rowProps={(row) => ({ 'data-testid': `quick-access-store-${row.platformId}` })}
        empty={t('admin_quick_access_release_empty')}
        testId="quick-access-stores"
      />
    </Stack>
  );
}

function ArtistLookup({ artist, onLookup }: { artist: string; onLookup: (value: string) => void }) {
  const { t } = useTranslation();
  const links = artist ? readStoreArtist(artist) : null;
  return (
    <Stack gap="md">
      <LookupForm initial={artist} label={t('admin_quick_access_artist_label')} placeholder="https://open.spotify.com/artist/…" testId="quick-access-artist" onSubmit={onLookup} />
      {artist && !links && <FormError messageKey="admin_quick_access_artist_invalid" data-testid="quick-access-artist-invalid" />}
      {links && (
        <Card withBorder padding="md" data-testid="quick-access-artist" data-kind={links.kind}>
          <Stack gap="sm">
            <Text size="sm">
              {t(`admin_quick_access_artist_${links.kind}`)}{' '}
              <Text span fw={600} dir="ltr">
                {links.artistId}
              </Text>
            </Text>
            <Group gap="sm">
              <Button component="a" href={links.toolsUrl} target="_blank" rel="noopener noreferrer" data-testid="quick-access-artist-tools">
                {t(`admin_quick_access_tools_${links.kind}`)}
              </Button>
              <Button component="a" href={links.publicUrl} target="_blank" rel="noopener noreferrer" variant="default" data-testid="quick-access-artist-page">
                {t('admin_quick_access_artist_page')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
