import { useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SESSION_KEY } from '../../../lib/queries.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CLAIMS_PAGE_SIZE, claimQueueQuery, decideClaim, type ClaimStatus, type QueuedClaim } from '../artist-claims-api.ts';
import { decisionQueue, useHeldKeys } from '../decision-queue.ts';
import { DecisionConfirm } from './decision-confirm.tsx';
import { claimStatusOptions } from '../options.ts';

const storeName = (platform: QueuedClaim['platform']) => (platform === 'spotify' ? 'Spotify' : 'Apple Music');
const decisionKey = (claimId: number) => `claim:${claimId}`;
/** The claim as the operator's notice names it: the account and the store profile. */
const claimName = (claim: QueuedClaim) => `${claim.nickname ?? `#${claim.userId}`} → ${storeName(claim.platform)} ${claim.store.profileName ?? claim.externalId}`;

/**
 * Artist-profile claims (decision 058): the waiting ones with what the store says of the profile and whether another
 * account claims or holds it; accept one, or refuse it with a reason the artist reads. Decided ones stay readable.
 */
export function ArtistClaimsPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<QueuedClaim | null>(null);
  const { data, error } = useQuery(claimQueueQuery(status, page));
  const held = useHeldKeys();
  const columns: DataColumn<QueuedClaim>[] = [
    {
      key: 'account',
      header: t('admin_claims_account'),
      cell: (claim) => (
        <>
          <Text size="sm" fw={600}>
            <bdi>{claim.nickname ?? `#${claim.userId}`}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {claim.email ?? ''}
          </Text>
        </>
      ),
    },
    {
      key: 'profile',
      header: t('artist_mgmt_profile'),
      cell: (claim) => (
        <>
          <Text size="sm">
            <bdi>{storeName(claim.platform)}</bdi> ·{' '}
            <Anchor href={claim.url} target="_blank" rel="noreferrer" size="sm">
              {claim.externalId}
            </Anchor>
          </Text>
          <Text size="xs" c={claim.store.known ? 'dimmed' : 'red'} data-testid="admin-claim-store">
            {claim.store.known ? t('admin_claims_store_says', { name: claim.store.profileName ?? '' }) : t(claim.store.reasonKey ?? 'artist_mgmt_store_profile_unknown')}
          </Text>
        </>
      ),
    },
    {
      key: 'rivals',
      header: t('admin_claims_contested'),
      cell: (claim) =>
        claim.heldByAnother ? (
          <Badge color="red" variant="light" tt="none" data-testid="admin-claim-held">
            {t('admin_claims_held_by_another')}
          </Badge>
        ) : claim.rivalClaims > 0 ? (
          <Badge color="orange" variant="light" tt="none" data-testid="admin-claim-rivals">
            {t('admin_claims_rivals', { count: claim.rivalClaims })}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'date',
      header: t('artist_mgmt_claim_date'),
      nowrap: true,
      cell: (claim) => (
        <>
          <Text size="sm">{formatDateTime(claim.decidedAt ?? claim.createdAt)}</Text>
          {claim.refusalReason && (
            <Text size="xs" c="dimmed" data-testid="admin-claim-reason">
              {claim.refusalReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'open',
      header: '',
      align: 'end',
      cell: (claim) =>
        claim.status === 'pending' && (
          <Button size="xs" onClick={() => setOpen(claim)} data-testid="admin-claim-open">
            {t('admin_claims_decide')}
          </Button>
        ),
    },
  ];

  return (
    <Card withBorder padding="md" data-testid="admin-artist-claims">
      <Group mb="sm">
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(value) => {
            setStatus(value as ClaimStatus);
            setPage(1);
          }}
          data={claimStatusOptions(t)}
          data-testid="admin-claims-filter"
        />
      </Group>
      {error ? (
        <FormError error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={data?.claims.filter((claim) => !held.has(decisionKey(claim.id)))}
          rowKey={(claim) => claim.id}
          empty={t('admin_claims_empty')}
          rowProps={(claim) => ({ 'data-testid': `admin-claim-row-${claim.id}` })}
          paging={{ page, total: data?.total ?? 0, pageSize: CLAIMS_PAGE_SIZE, onPage: setPage }}
          verticalSpacing="sm"
          minWidth={640}
          testId="admin-claims-table"
        />
      )}
      {open && <DecideModal claim={open} onClose={() => setOpen(null)} />}
    </Card>
  );
}

function DecideModal({ claim, onClose }: { claim: QueuedClaim; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<'accept' | 'refuse' | null>(null);

  /** Hands the decision to the console's queue (decision 068): sent after the undo window, its outcome in a notice. */
  const decide = (decision: 'accept' | 'refuse') => {
    decisionQueue.submit({
      key: decisionKey(claim.id),
      item: claimName(claim),
      statusKey: decision === 'accept' ? 'artist_mgmt_claim_status_accepted' : 'artist_mgmt_claim_status_refused',
      undoable: true,
      send: ({ keepalive }) => decideClaim({ claimId: claim.id, decision, ...(decision === 'refuse' && { reason }) }, { keepalive }),
      // The counts of the console's rooms as well as the claims.
      after: () => client.invalidateQueries({ queryKey: [...SESSION_KEY, 'admin'] }),
    });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('admin_claims_decide_title')} data-testid="admin-claim-modal">
      {confirming && (
        <DecisionConfirm
          action={t(confirming === 'accept' ? 'admin_claims_accept' : 'admin_claims_refuse')}
          item={claimName(claim)}
          undoable
          color={confirming === 'accept' ? 'teal' : 'red'}
          detail={
            confirming === 'refuse' && (
              <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                {reason.trim()}
              </Text>
            )
          }
          onBack={() => setConfirming(null)}
          onConfirm={() => decide(confirming)}
        />
      )}
      <Stack display={confirming ? 'none' : undefined}>
        <Text size="sm">
          <bdi>{claim.nickname ?? `#${claim.userId}`}</bdi> → <bdi>{storeName(claim.platform)}</bdi> {claim.externalId}
          {claim.store.profileName && (
            <>
              {' '}
              (<bdi>{claim.store.profileName}</bdi>)
            </>
          )}
        </Text>
        <Textarea
          label={t('admin_claims_reason')}
          description={t('admin_claims_reason_hint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
          data-testid="admin-claim-reason-input"
        />
        <Group justify="flex-end">
          <Button color="red" variant="light" disabled={reason.trim().length < 5} onClick={() => setConfirming('refuse')} data-testid="admin-claim-refuse">
            {t('admin_claims_refuse')}
          </Button>
          <Button color="teal" disabled={claim.heldByAnother || !claim.store.known} onClick={() => setConfirming('accept')} data-testid="admin-claim-accept">
            {t('admin_claims_accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
