import { useState, type ReactNode } from 'react';
import { Badge, Button, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ContractSummary } from '@portal/contract/contracts';
import { useAbilities } from '../../../lib/abilities.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { contractDownloadPath } from '../api.ts';
import { contractStatusColor, contractStatusKey, contractTypeKey, isAwaitingSignature, isSigned } from '../contract-labels.ts';
import { StartOverButton } from './start-over-button.tsx';

interface AgreementCardProps {
  /** Names the card's test ids: contract-<kind>-card, contract-create-<kind>, … */
  kind: 'main' | 'account';
  type: number;
  /** The account's live contract of the type, or null when there is none. */
  contract: ContractSummary | null;
  /** What the agreement is for, shown until it is signed. */
  unsignedHintKey: string;
  children?: ReactNode;
}

/** One account-level agreement on the management page: its state and what the caller may do with it next. */
export function AgreementCard({ kind, type, contract, unsignedHintKey, children }: AgreementCardProps) {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const [message, setMessage] = useState<string | null>(null);
  const awaiting = contract !== null && isAwaitingSignature(contract.signStatus);

  return (
    <Card withBorder padding="lg" h="100%" data-testid={`contract-${kind}-card`}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Text fw={700}>{t(contractTypeKey(type))}</Text>
        <Badge color={contract ? contractStatusColor(contract.signStatus) : 'gray'} variant="light" tt="none" size="lg" data-testid={`contract-${kind}-status`}>
          {contract ? t(contractStatusKey(contract.signStatus)) : t('contract_status_none')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {contract && isSigned(contract.signStatus)
          ? t('contract_main_signed_hint', { date: formatDateTime(contract.signedAt ?? contract.createdAt), name: contract.signer ?? contract.legalName })
          : t(unsignedHintKey)}
      </Text>
      {message && (
        <Text size="sm" c="teal" mb="sm" role="status" data-testid={`contract-${kind}-message`}>
          {message}
        </Text>
      )}
      <Group gap="sm">
        {!contract && can('Contract', 'Sign') && (
          <Button component={Link} to={`/contract/create/${type}`} data-testid={`contract-create-${kind}`}>
            {t('contract_create_and_sign')}
          </Button>
        )}
        {awaiting && can('Contract', 'Sign') && contract.signMethod === 'SIMPLE_SIGN' && (
          <Button component={Link} to={`/contract/sign/${contract.contractId}`} data-testid={`contract-${kind}-continue`}>
            {t('contract_continue_signing')}
          </Button>
        )}
        {contract && isSigned(contract.signStatus) && can('Contract', 'Download') && (
          <Button variant="light" component="a" href={contractDownloadPath(contract.contractId)} data-testid={`contract-${kind}-download`}>
            {t('contract_download_signed_pdf')}
          </Button>
        )}
        {contract && (
          <Button variant="default" component={Link} to={`/contract/sign/${contract.contractId}`}>
            {t('contract_read')}
          </Button>
        )}
        {awaiting && can('Contract', 'Sign') && <StartOverButton type={type} onDone={(count) => setMessage(t('contract_start_over_done', { count }))} />}
      </Group>
      {children}
    </Card>
  );
}
