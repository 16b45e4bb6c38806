import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { MonetizationType } from '@portal/domain/monetization/programmes';
import { UserType } from '@portal/domain/enums';
import { useAbilities } from '../../../lib/abilities.ts';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { createProgrammeContract, type ProgrammeContract } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * The programme's agreement: signed (opt-ins count), waiting for the signature, or not prepared yet (opt-ins stay
 * intentions). Preparing it needs Contract Sign; signing happens on the contracts module's sign page.
 */
export function ContractBanner({ type, contract }: { type: MonetizationType; contract: ProgrammeContract }) {
  const { t } = useTranslation();
  const { can } = useAbilities();
  const navigate = useNavigate();
  const [preparing, setPreparing] = useState(false);
  const agreement = t(`contract_type_${contract.contractType}`);
  if (contract.signed) {
    return (
      <Alert color="teal" variant="light" mb="md" data-testid="monetization-contract-signed">
        {t('monetization_contract_signed', { agreement })}
      </Alert>
    );
  }
  const canSign = can('Contract', 'Sign');
  return (
    <Alert color="yellow" variant="light" mb="md" data-testid="monetization-contract">
      <Group justify="space-between" gap="sm">
        <Text size="sm" maw={640}>
          {t(contract.contractId ? 'monetization_contract_waiting' : 'monetization_contract_missing', { agreement })}
        </Text>
        {canSign &&
          (contract.contractId ? (
            <Button size="xs" onClick={() => navigate(`/contract/sign/${contract.contractId}`)} data-testid="monetization-contract-sign">
              {t('monetization_contract_sign')}
            </Button>
          ) : (
            <Button size="xs" onClick={() => setPreparing(true)} data-testid="monetization-contract-prepare">
              {t('monetization_contract_prepare')}
            </Button>
          ))}
      </Group>
      {preparing && <PrepareModal type={type} agreement={agreement} onClose={() => setPreparing(false)} />}
    </Alert>
  );
}

function PrepareModal({ type, agreement, onClose }: { type: MonetizationType; agreement: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { user } = useAbilities();
  const navigate = useNavigate();
  const isLabel = user?.type === UserType.LABEL;
  const [legalName, setLegalName] = useState('');
  const [labelName, setLabelName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });

  const submit = async () => {
    setBusy(true);
    setProblem({ messageKey: null, fields: {} });
    try {
      const created = await createProgrammeContract(type, legalName, isLabel ? labelName : undefined, i18n.language);
      navigate(created.signPath);
    } catch (failure) {
      setProblem(describeError(failure, ['legalName', 'labelName']));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={agreement} data-testid="monetization-contract-modal">
      <Stack>
        <Text size="sm" c="dimmed">
          {t('monetization_contract_prepare_hint')}
        </Text>
        <TextInput
          label={t('monetization_legal_name')}
          value={legalName}
          onChange={(event) => setLegalName(event.currentTarget.value)}
          error={problem.fields.legalName ? t(problem.fields.legalName) : undefined}
          data-testid="monetization-legal-name"
        />
        {isLabel && (
          <TextInput
            label={t('monetization_label_name')}
            value={labelName}
            onChange={(event) => setLabelName(event.currentTarget.value)}
            error={problem.fields.labelName ? t(problem.fields.labelName) : undefined}
          />
        )}
        <FormError messageKey={problem.messageKey} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('action_cancel')}
          </Button>
          <Button loading={busy} disabled={!legalName.trim()} onClick={submit} data-testid="monetization-contract-create">
            {t('monetization_contract_continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
