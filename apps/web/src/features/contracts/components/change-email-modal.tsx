import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ContractSummary } from '@portal/contract/contracts';
import { FormError } from '../../../components/form-error.tsx';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { updateContractEmail } from '../api.ts';

/** Sends an unsigned contract's signing e-mail to another address (/contract/update/email); `onDone` gets the address. */
export function ChangeEmailModal({ contract, onClose, onDone }: { contract: ContractSummary | null; onClose: () => void; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={contract !== null} onClose={onClose} title={t('contract_change_email_title')} centered>
      {contract && <ChangeEmailForm key={contract.contractId} contract={contract} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ChangeEmailForm({ contract, onCancel, onDone }: { contract: ContractSummary; onCancel: () => void; onDone: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState(contract.signerEmail ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setProblem({ messageKey: null, fields: { email: 'enter_valid_email_tips' } });
      return;
    }
    setBusy(true);
    setProblem({ messageKey: null, fields: {} });
    try {
      const { contract: updated } = await updateContractEmail(contract.contractId, address);
      onDone(updated.signerEmail ?? address);
    } catch (error) {
      setProblem(describeError(error, ['email'], (key) => i18n.exists(key)));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{t('contract_change_email_intro', { number: contract.contractNumber })}</Text>
        <TextInput
          label={t('contract_change_email_label')}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={problem.fields.email && t(problem.fields.email)}
          autoComplete="email"
          data-testid="contract-change-email-input"
        />
        <FormError messageKey={problem.messageKey} data-testid="contract-change-email-error" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('action_cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="contract-change-email-submit">
            {t('contract_change_email_submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
