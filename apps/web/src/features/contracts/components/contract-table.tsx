import { useState } from 'react';
import { Anchor, Badge, Box, Button, Card, Group, Menu, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContractSummary } from '@portal/contract/contracts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractDownloadPath, contractListQuery, contractsKey, discardContract, resendContract, syncContract } from '../api.ts';
import { contractStatusColor, contractStatusKey, contractTypeKey, isAwaitingSignature } from '../contract-labels.ts';
import { ChangeEmailModal } from './change-email-modal.tsx';
import { type CONTRACT_CATEGORIES, contractCategoryOptions } from '../options.ts';

const PAGE_SIZE = 10;

/** Every contract of the account, by category, with what the caller may do to each. */
export function ContractTable() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { can } = useAbilities();
  const [category, setCategory] = useState<(typeof CONTRACT_CATEGORIES)[number]>('0');
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const [discarding, setDiscarding] = useState<ContractSummary | null>(null);
  const [changingEmail, setChangingEmail] = useState<ContractSummary | null>(null);
  const { data, error } = useQuery(contractListQuery(Number(category), (page - 1) * PAGE_SIZE, PAGE_SIZE));

  /** Runs an action on a contract and says how it went; `success` is a message key or words made from the answer. */
  const act = async <T,>(action: () => Promise<T>, success: string | ((answer: T) => string)) => {
    try {
      const answer = await action();
      setMessage({ color: 'teal', text: typeof success === 'string' ? t(success) : success(answer) });
    } catch (failure) {
      setMessage({ color: 'red', text: t(errorMessageKey(failure)) });
    }
    await client.invalidateQueries({ queryKey: contractsKey });
  };

  /** DocuSign contracts are signed at the provider: ask it where the envelope stands now. */
  const refresh = (contract: ContractSummary) =>
    act(
      () => syncContract(contract.contractId),
      ({ contract: now }) => (now.signStatus === contract.signStatus ? t('contract_sync_unchanged') : t('contract_sync_changed', { status: t(contractStatusKey(now.signStatus)) })),
    );

  const columns: DataColumn<ContractSummary>[] = [
    {
      key: 'number',
      header: t('contract_number'),
      cell: (contract) => (
        <Anchor component={Link} to={`/contract/sign/${contract.contractId}`} ff="monospace" size="sm">
          {contract.contractNumber}
        </Anchor>
      ),
    },
    {
      key: 'type',
      header: t('contract_type'),
      cell: (contract) => (
        <>
          <Text size="sm">{t(contractTypeKey(contract.type))}</Text>
          <Text size="xs" c="dimmed">
            {t(`contract_method_${contract.signMethod}`)}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('contract_status'),
      cell: (contract) => (
        <Badge color={contractStatusColor(contract.signStatus)} variant="light" tt="none">
          {t(contractStatusKey(contract.signStatus))}
        </Badge>
      ),
    },
    {
      key: 'signedAt',
      header: t('contract_signed_at'),
      nowrap: true,
      cell: (contract) => <Text size="sm">{contract.signedAt ? formatDateTime(contract.signedAt) : '—'}</Text>,
    },
    {
      key: 'actions',
      header: '',
      align: 'end',
      cell: (contract) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          {isAwaitingSignature(contract.signStatus) && can('Contract', 'Sign') && contract.signMethod === 'SIMPLE_SIGN' && (
            <Button size="xs" component={Link} to={`/contract/sign/${contract.contractId}`} data-testid="contract-sign-link">
              {t('contract_sign_action')}
            </Button>
          )}
          {can('Contract', 'Download') && contract.signStatus !== 4 && (
            <Button size="xs" variant="default" component="a" href={contractDownloadPath(contract.contractId)} data-testid="contract-download">
              {t('contract_download_pdf')}
            </Button>
          )}
          {isAwaitingSignature(contract.signStatus) && (can('Contract', 'Sign') || contract.signMethod === 'DOCUSIGN') && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="subtle" aria-label={t('contract_more_actions')} data-testid="contract-more">
                  ⋯
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {contract.signMethod === 'DOCUSIGN' && (
                  <Menu.Item data-testid="contract-sync" onClick={() => void refresh(contract)}>
                    {t('contract_sync_action')}
                  </Menu.Item>
                )}
                {can('Contract', 'Sign') && (
                  <>
                    {contract.signMethod === 'SIMPLE_SIGN' && (
                      <Menu.Item data-testid="contract-change-email" onClick={() => setChangingEmail(contract)}>
                        {t('contract_change_email_action')}
                      </Menu.Item>
                    )}
                    <Menu.Item data-testid="contract-resend" onClick={() => void act(() => resendContract(contract.contractId), 'contract_resent')}>
                      {t('contract_resend_action')}
                    </Menu.Item>
                    <Menu.Item color="red" data-testid="contract-discard" onClick={() => setDiscarding(contract)}>
                      {t('contract_discard_action')}
                    </Menu.Item>
                  </>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Card withBorder padding={0}>
      <Group justify="space-between" p="md" gap="sm">
        <Text fw={700}>{t('contract_all_title')}</Text>
        <SegmentedControl
          size="xs"
          value={category}
          onChange={(value) => {
            setCategory(value as typeof category);
            setPage(1);
          }}
          data={contractCategoryOptions(t)}
          data-testid="contract-category"
        />
      </Group>
      {message && (
        <Text px="md" pb="sm" c={message.color} size="sm" data-testid="contract-action-message">
          {message.text}
        </Text>
      )}
      {error ? (
        <Text c="red" p="md">
          {t(errorMessageKey(error))}
        </Text>
      ) : data && data.contracts.length === 0 && data.total === 0 ? (
        <Text c="dimmed" p="md" ta="center" data-testid="contract-empty">
          {t('contract_list_empty')}
        </Text>
      ) : (
        <Box px="sm" pb="sm">
          <DataTable
            columns={columns}
            rows={data?.contracts}
            rowKey={(contract) => contract.contractId}
            rowProps={(contract) => ({ 'data-testid': `contract-row-${contract.contractId}` })}
            paging={{ page, total: data?.total ?? 0, pageSize: PAGE_SIZE, onPage: setPage }}
            empty={t('contract_list_empty')}
            minWidth={720}
            verticalSpacing="sm"
            testId="contract-table"
          />
        </Box>
      )}
      <ChangeEmailModal
        contract={changingEmail}
        onClose={() => setChangingEmail(null)}
        onDone={(email) => {
          setChangingEmail(null);
          setMessage({ color: 'teal', text: t('contract_change_email_done', { email }) });
          void client.invalidateQueries({ queryKey: contractsKey });
        }}
      />
      <Modal opened={discarding !== null} onClose={() => setDiscarding(null)} title={t('contract_discard_title')} centered>
        <Stack>
          <Text size="sm">{t('contract_discard_confirm', { number: discarding?.contractNumber ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDiscarding(null)}>
              {t('action_cancel')}
            </Button>
            <Button
              color="red"
              data-testid="contract-discard-confirm"
              onClick={() => {
                const id = discarding!.contractId;
                setDiscarding(null);
                void act(() => discardContract(id), 'contract_discarded_done');
              }}
            >
              {t('contract_discard_action')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
