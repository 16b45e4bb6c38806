import { useState } from 'react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatMoney, longMonthLabel } from '../../../lib/money.ts';
import { albumSongSplitsQuery, cancelSplit, refreshSplits, resendAlbumInvites, resendInvite, resendOpenInvites, sendInviteCode, SPLIT_CURRENCY, type SongSplit } from '../split-api.ts';
import { isLiveSplit, isOpenInvite } from '../split-form-model.ts';
import { InviteStatusBadge, SplitStatusBadge } from './split-badges.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** A song's splits, the current one (the newest) first; earlier ones were ended or declined. */
function bySong(splits: SongSplit[]): { current: SongSplit; earlier: SongSplit[] }[] {
  const groups = new Map<number, SongSplit[]>();
  for (const split of splits) groups.set(split.songId, [...(groups.get(split.songId) ?? []), split]);
  return [...groups.values()].map((list) => {
    const sorted = [...list].sort((a, b) => b.splitId - a.splitId);
    return { current: sorted[0]!, earlier: sorted.slice(1) };
  });
}

/** The songs of one release with their splits and invitations (RoyaltySplit View); sending again and ending need Edit. */
export function SplitAlbumSongs({ albumId, openInvites, canEdit }: { albumId: number; openInvites: number; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const known = (key: string) => i18n.exists(key);
  const client = useQueryClient();
  const { data, error, isPending } = useQuery(albumSongSplitsQuery(albumId));
  const [ending, setEnding] = useState<SongSplit | null>(null);
  const [sent, setSent] = useState<Set<number>>(() => new Set());
  const [albumSent, setAlbumSent] = useState<number | null>(null);
  const [splitSent, setSplitSent] = useState<Record<number, number>>({});
  const [failure, setFailure] = useState<string | null>(null);

  // An invitation never sent (CREATED: its e-mail failed when the split was made) gets its first e-mail with a code.
  const resend = useMutation({
    mutationFn: (invite: { id: number; status: string }) => (invite.status === 'CREATED' ? sendInviteCode(invite.id) : resendInvite(invite.id)),
    onMutate: () => setFailure(null),
    onSuccess: async (invite) => {
      setSent((current) => new Set(current).add(invite.id));
      await refreshSplits(client);
    },
    onError: (problem) => setFailure(errorMessageKey(problem, known)),
  });
  const resendSplit = useMutation({
    mutationFn: ({ inviteIds }: { splitId: number; inviteIds: number[] }) => resendOpenInvites(inviteIds),
    onMutate: () => setFailure(null),
    onSuccess: async (answer, { splitId }) => {
      setSplitSent((current) => ({ ...current, [splitId]: answer.sent }));
      await refreshSplits(client);
    },
    onError: (problem) => setFailure(errorMessageKey(problem, known)),
  });
  const resendAll = useMutation({
    mutationFn: () => resendAlbumInvites(albumId),
    onMutate: () => setFailure(null),
    onSuccess: async (answer) => {
      setAlbumSent(answer.sent);
      await refreshSplits(client);
    },
    onError: (problem) => setFailure(errorMessageKey(problem, known)),
  });
  const end = useMutation({
    mutationFn: cancelSplit,
    onSuccess: async () => {
      setEnding(null);
      await refreshSplits(client);
    },
  });

  const money = (amount: string) => formatMoney(amount, SPLIT_CURRENCY, language);

  if (error) return <FormError error={error} />;
  if (isPending)
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );

  return (
    <Stack gap="sm">
      {canEdit && openInvites > 0 && (
        <Group gap="sm" wrap="wrap">
          <Button variant="light" size="xs" loading={resendAll.isPending} onClick={() => resendAll.mutate()} data-testid={`split-resend-album-${albumId}`}>
            {t('split_ui_resend_all')}
          </Button>
          {albumSent !== null && (
            <Text size="xs" c="teal" data-testid={`split-resent-album-${albumId}`}>
              {t('split_ui_resent_number', { number: albumSent })}
            </Text>
          )}
        </Group>
      )}
      {failure && (
        <Alert color="red" variant="light" withCloseButton onClose={() => setFailure(null)} closeButtonLabel={t('rev_close')} data-testid="split-action-error">
          {t(failure)}
        </Alert>
      )}
      {bySong(data.splits).map(({ current: split, earlier }) => {
        const live = isLiveSplit(split.status);
        const waiting = live ? split.invites.filter((invite) => isOpenInvite(invite.status)).map((invite) => invite.id) : [];
        return (
          <Card key={split.songId} withBorder padding="sm" radius="md" data-testid={`split-song-${split.songId}`} data-split-id={split.splitId}>
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {split.songTitle}
                </Text>
                <SplitStatusBadge status={split.status} testId={`split-status-${split.songId}`} />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: split.recoupAmount ? 3 : 2 }} spacing="xs" verticalSpacing={4}>
                <Fact label={t('split_ui_effective')} value={longMonthLabel(split.effectiveFrom, language)} testId={`split-effective-${split.songId}`} />
                <Fact label={t('split_ui_owner_share')} value={t('split_ui_percent', { share: split.ownerShare })} testId={`split-owner-share-${split.songId}`} />
                {split.recoupAmount && (
                  <Fact
                    label={t('split_ui_recoup')}
                    value={t('split_ui_recouped_of', { recouped: money(split.recouped), amount: money(split.recoupAmount) })}
                    testId={`split-recoup-${split.songId}`}
                  />
                )}
              </SimpleGrid>
              <Stack gap={6}>
                {split.invites.map((invite) => {
                  const open = live && isOpenInvite(invite.status);
                  return (
                    <Group key={invite.id} justify="space-between" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }} data-testid={`split-invite-${invite.id}`}>
                      <Stack gap={2} style={{ flex: '1 1 200px', minWidth: 0 }}>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {invite.email}
                        </Text>
                        <Group gap={6}>
                          <Text size="sm" fw={600} data-testid={`split-invite-share-${invite.id}`}>
                            {t('split_ui_percent', { share: invite.share })}
                          </Text>
                          <InviteStatusBadge status={invite.status} testId={`split-invite-status-${invite.id}`} />
                          <Text size="xs" c="dimmed" data-testid={`split-invite-paid-${invite.id}`}>
                            {t(invite.accepted ? 'split_ui_paid_to' : 'split_ui_held_for', { amount: formatMoney(invite.paid, SPLIT_CURRENCY, i18n.language) })}
                          </Text>
                          {invite.isRecoupPayee && (
                            <Badge variant="outline" color="grape" tt="none" data-testid={`split-recoup-payee-${invite.id}`}>
                              {t('split_ui_recoup_marker')}
                            </Badge>
                          )}
                        </Group>
                        {invite.notifiedAt && isOpenInvite(invite.status) && (
                          <Text size="xs" c="dimmed">
                            {t('split_ui_sent_at', { date: formatDateTime(invite.notifiedAt) })}
                          </Text>
                        )}
                      </Stack>
                      {canEdit && open && (
                        <Group gap={6}>
                          {sent.has(invite.id) && (
                            <Text size="xs" c="teal" data-testid={`split-resent-${invite.id}`}>
                              {t('split_ui_resent')}
                            </Text>
                          )}
                          <Button
                            variant="default"
                            size="xs"
                            loading={resend.isPending && resend.variables?.id === invite.id}
                            onClick={() => resend.mutate(invite)}
                            data-testid={invite.status === 'CREATED' ? `split-send-code-${invite.id}` : `split-resend-${invite.id}`}
                          >
                            {t(invite.status === 'CREATED' ? 'split_send_code' : 'split_ui_resend')}
                          </Button>
                        </Group>
                      )}
                    </Group>
                  );
                })}
              </Stack>
              {canEdit && live && (
                <Group justify="flex-end" gap="xs" wrap="wrap">
                  {splitSent[split.splitId] !== undefined && (
                    <Text size="xs" c="teal" data-testid={`split-resent-split-${split.splitId}`}>
                      {t('split_ui_resent_number', { number: splitSent[split.splitId] })}
                    </Text>
                  )}
                  {waiting.length > 1 && (
                    <Button
                      variant="light"
                      size="xs"
                      loading={resendSplit.isPending && resendSplit.variables?.splitId === split.splitId}
                      onClick={() => resendSplit.mutate({ splitId: split.splitId, inviteIds: waiting })}
                      data-testid={`split-resend-waiting-${split.splitId}`}
                    >
                      {t('split_resend_waiting', { number: waiting.length })}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => {
                      end.reset();
                      setEnding(split);
                    }}
                    data-testid={`split-cancel-${split.splitId}`}
                  >
                    {t('split_ui_end')}
                  </Button>
                </Group>
              )}
              {earlier.length > 0 && (
                <Text size="xs" c="dimmed" data-testid={`split-earlier-${split.songId}`}>
                  {t('split_ui_earlier', {
                    list: earlier.map((old) => `${longMonthLabel(old.effectiveFrom, language)} (${t(`split_ui_status_${old.status}`)})`).join(', '),
                  })}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}

      <Modal opened={ending !== null} onClose={() => !end.isPending && setEnding(null)} title={t('split_ui_end_title')} centered data-testid="split-cancel-modal">
        {ending && (
          <Stack gap="sm">
            <Text size="sm">{t('split_ui_end_body', { song: ending.songTitle })}</Text>
            <FormError error={end.error} data-testid="split-cancel-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEnding(null)} disabled={end.isPending} data-testid="split-cancel-dismiss">
                {t('action_cancel')}
              </Button>
              <Button color="red" loading={end.isPending} onClick={() => end.mutate(ending.splitId)} data-testid="split-cancel-confirm">
                {t('split_ui_end_confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}
