import { Badge } from '@mantine/core';
import type { StoreAccountKind } from '@portal/domain/artist-links';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Store names as the stores write them, the same in every language. */
export const storeName = (platform: StoreAccountKind) => (platform === 'spotify' ? 'Spotify' : 'Apple Music');

/** Where a claim stands: under review, accepted or refused. */
export function ClaimStatusBadge({ status }: { status: 'pending' | 'accepted' | 'refused' }) {
  const { t } = useTranslation();
  const label = status === 'accepted' ? t('artist_mgmt_claim_status_accepted') : status === 'refused' ? t('artist_mgmt_claim_status_refused') : t('artist_mgmt_claim_status_pending');
  return (
    <Badge variant="light" tt="none" color={status === 'accepted' ? 'teal' : status === 'refused' ? 'red' : 'yellow'} data-testid="claim-status" data-status={status}>
      {label}
    </Badge>
  );
}
