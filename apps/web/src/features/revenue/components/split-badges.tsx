import { Badge } from '@mantine/core';
import type { InviteStatus, SplitStatus } from '@portal/domain/money/splits';
import { useTranslation } from '../../../lib/use-translation.ts';

const SPLIT_COLORS: Record<SplitStatus, string> = { INVALID: 'gray', CREATED: 'blue', ACTIVE: 'teal', DELETED: 'gray', CANCELED: 'orange' };
const INVITE_COLORS: Record<InviteStatus, string> = { CREATED: 'gray', NOTIFIED: 'blue', ACCEPTED: 'teal', DELETED: 'red' };

/** A song split's status: waiting for collaborators, active, ended or declined by everyone. */
export function SplitStatusBadge({ status, testId }: { status: SplitStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={SPLIT_COLORS[status] ?? 'gray'} tt="none" data-testid={testId} data-status={status}>
      {t(`split_ui_status_${status}`)}
    </Badge>
  );
}

/** An invitation's status: not sent yet, invited, accepted or declined. */
export function InviteStatusBadge({ status, testId }: { status: InviteStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={INVITE_COLORS[status] ?? 'gray'} tt="none" data-testid={testId} data-status={status}>
      {t(`split_ui_invite_${status}`)}
    </Badge>
  );
}
