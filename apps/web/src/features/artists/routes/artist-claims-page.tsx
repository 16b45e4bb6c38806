import { useState } from 'react';
import { Anchor, Button, Card, Container, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ARTISTS_KEY, claimProfile, claimSearchQuery, ownProfileQuery, type Claim, type ClaimProfile } from '../api.ts';
import { ClaimStatusBadge, storeName } from '../components/claim-status-badge.tsx';

/**
 * Claim management and claim search (/artists/claims): the artist finds its store artist profile and claims it; the
 * operators accept or refuse the claim, and the page shows where each claim stands and why one was refused.
 */
export function ArtistClaimsPage() {
  const { t } = useTranslation();
  const { user } = useAbilities();
  const artistOwner = user?.type === 0 && user.team === null;
  return (
    <Container size="lg" py={{ base: 'lg', sm: 40 }}>
      <Stack gap="lg">
        <PageHeading back={{ to: '/artists', label: t('artist_mgmt_back'), testId: 'artist-back' }} title={t('artist_mgmt_claims_title')} subtitle={t('artist_mgmt_claims_subtitle')} />
        {!user ? null : artistOwner ? (
          <>
            <ClaimSearch />
            <OwnClaims userId={user.userId} />
          </>
        ) : (
          <Text c="dimmed" data-testid="claims-artist-only">
            {t('artist_mgmt_claims_artist_only')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

type PlatformFilter = 'all' | StoreAccountKind;

function ClaimSearch() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [platform, setPlatform] = useState<PlatformFilter>('all');
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState<{ value: string; platform: StoreAccountKind | null } | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { data, error, isFetching } = useQuery({ ...claimSearchQuery(asked?.value ?? '', asked?.platform ?? null), enabled: asked !== null });

  const claim = async (profile: ClaimProfile) => {
    setClaiming(`${profile.platform}:${profile.externalId}`);
    setFailure(null);
    try {
      await claimProfile(profile.platform, profile.url);
      await client.invalidateQueries({ queryKey: ARTISTS_KEY });
    } catch (problem) {
      setFailure(problem);
    } finally {
      setClaiming(null);
    }
  };

  const columns: DataColumn<ClaimProfile>[] = [
    {
      key: 'name',
      header: t('artist_mgmt_profile'),
      cell: (profile) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            <bdi>{profile.name}</bdi>
          </Text>
          <Anchor href={profile.url} target="_blank" rel="noreferrer" size="xs">
            {profile.externalId}
          </Anchor>
        </Stack>
      ),
    },
    { key: 'store', header: t('artist_mgmt_store'), cell: (profile) => <bdi>{storeName(profile.platform)}</bdi> },
    {
      key: 'claim',
      header: '',
      align: 'end',
      cell: (profile) =>
        profile.claimStatus === 'pending' || profile.claimStatus === 'accepted' ? (
          <ClaimStatusBadge status={profile.claimStatus} />
        ) : profile.heldByAnother ? (
          <Text size="xs" c="dimmed" data-testid="claim-held">
            {t('artist_mgmt_claim_held_short')}
          </Text>
        ) : (
          <Button size="xs" loading={claiming === `${profile.platform}:${profile.externalId}`} onClick={() => void claim(profile)} data-testid="claim-button">
            {t('artist_mgmt_claim_action')}
          </Button>
        ),
    },
  ];

  return (
    <Card withBorder padding="md" data-testid="claim-search">
      <Title order={2} size="h4">
        {t('artist_mgmt_claim_search_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('artist_mgmt_claim_search_hint')}
      </Text>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) setAsked({ value: typed.trim(), platform: platform === 'all' ? null : platform });
        }}
      >
        <SegmentedControl
          value={platform}
          onChange={(value) => setPlatform(value as PlatformFilter)}
          data={[
            { value: 'all', label: t('artist_mgmt_all_stores') },
            { value: 'spotify', label: 'Spotify' },
            { value: 'apple', label: 'Apple Music' },
          ]}
          data-testid="claim-platform"
          style={{ alignSelf: 'flex-start' }}
        />
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            placeholder={t('artist_mgmt_claim_search_placeholder')}
            aria-label={t('artist_mgmt_claim_search_placeholder')}
            maxLength={200}
            data-testid="claim-search-input"
          />
          <Button type="submit" loading={isFetching} data-testid="claim-search-submit">
            {t('artist_mgmt_search_action')}
          </Button>
        </Group>
      </Stack>
      <FormError error={failure} mt="sm" data-testid="claim-error" />
      {asked && (
        <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
          {error ? (
            <FormError error={error} />
          ) : (
            <DataTable
              columns={columns}
              rows={data?.profiles}
              rowKey={(profile) => `${profile.platform}:${profile.externalId}`}
              empty={t('artist_mgmt_claim_search_empty')}
              rowProps={(profile) => ({ 'data-testid': `claim-profile-${profile.platform}-${profile.externalId}` })}
              testId="claim-profiles"
            />
          )}
        </div>
      )}
    </Card>
  );
}

function OwnClaims({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(ownProfileQuery(userId));
  const columns: DataColumn<Claim>[] = [
    { key: 'store', header: t('artist_mgmt_store'), cell: (claim) => <bdi>{storeName(claim.platform)}</bdi> },
    {
      key: 'profile',
      header: t('artist_mgmt_profile'),
      cell: (claim) => (
        <Anchor href={claim.url} target="_blank" rel="noreferrer" size="sm">
          {claim.externalId}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('artist_mgmt_status'),
      cell: (claim) => (
        <Stack gap={2} align="flex-start">
          <ClaimStatusBadge status={claim.status} />
          {claim.refusalReason && (
            <Text size="xs" c="red" data-testid="claim-reason">
              {t('artist_mgmt_claim_reason', { reason: claim.refusalReason })}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'date', header: t('artist_mgmt_claim_date'), nowrap: true, cell: (claim) => formatDateTime(claim.decidedAt ?? claim.createdAt) },
  ];
  return (
    <Card withBorder padding="md" data-testid="own-claims">
      <Title order={2} size="h4" mb="sm">
        {t('artist_mgmt_own_claims')}
      </Title>
      {error ? (
        <FormError error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.claims}
          rowKey={(claim) => claim.id}
          empty={t('artist_mgmt_no_claims')}
          rowProps={(claim) => ({ 'data-testid': `own-claim-${claim.platform}`, 'data-status': claim.status })}
          testId="own-claims-table"
        />
      )}
    </Card>
  );
}
