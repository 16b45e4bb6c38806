import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, FileInput, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { describeError } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { recordOfflineContract } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { offlineContractTypeOptions } from '../options.ts';

const FIELDS = ['userId', 'type', 'signerName', 'signedAt', 'contractNumber', 'file'];

/** Records an agreement signed on paper: the account, the signer, the date, the paper's own number if any, and the scan. */
export function OfflineContractPanel() {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<number | ''>('');
  const [type, setType] = useState('0');
  const [signerName, setSignerName] = useState('');
  const [signedAt, setSignedAt] = useState('');
  const [contractNumber, setContractNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<{ messageKey: string | null; fields: Record<string, string> }>({ messageKey: null, fields: {} });
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || userId === '') return;
    setBusy(true);
    setDone(null);
    setProblem({ messageKey: null, fields: {} });
    try {
      const { contract } = await recordOfflineContract(file, { userId: String(userId), type, signerName, signedAt, contractNumber: contractNumber.trim() });
      setDone(contract.contractNumber);
    } catch (error) {
      setProblem(describeError(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };
  const error = (field: string) => (problem.fields[field] ? t(problem.fields[field]!) : undefined);

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label={t('admin_offline_user_id')} min={1} value={userId} onChange={(value) => setUserId(typeof value === 'number' ? value : '')} error={error('userId')} />
          <Select label={t('contract_type')} data={offlineContractTypeOptions(t)} value={type} onChange={(value) => setType(value ?? '0')} allowDeselect={false} />
          <TextInput label={t('admin_offline_signer')} value={signerName} onChange={(e) => setSignerName(e.currentTarget.value)} error={error('signerName')} />
          <TextInput label={t('admin_offline_signed_at')} type="date" value={signedAt} onChange={(e) => setSignedAt(e.currentTarget.value)} error={error('signedAt')} />
          <TextInput
            label={t('admin_offline_contract_number')}
            description={t('admin_offline_contract_number_hint')}
            value={contractNumber}
            onChange={(e) => setContractNumber(e.currentTarget.value)}
            error={error('contractNumber')}
            maxLength={40}
            data-testid="admin-offline-number"
          />
          <FileInput label={t('admin_offline_scan')} accept="application/pdf" value={file} onChange={setFile} error={error('file')} clearable />
        </SimpleGrid>
        <FormError messageKey={problem.messageKey} mt="md" />
        {done && (
          <Alert color="teal" variant="light" mt="md">
            {t('admin_offline_done', { number: done })}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={busy} disabled={!file || userId === '' || !signerName || !signedAt}>
            {t('admin_offline_submit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
