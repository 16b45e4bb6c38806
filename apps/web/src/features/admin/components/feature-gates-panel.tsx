import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, NativeSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { featureGatesAdminQuery, GATE_KEY_PATTERN, saveFeatureGate, type GateScope } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { gateScopeOptions } from '../options.ts';

export function FeatureGatesPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isPending, error } = useQuery(featureGatesAdminQuery);
  const [scope, setScope] = useState<GateScope>('system');
  const [key, setKey] = useState('');
  const [description, setDescription] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [keyError, setKeyError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: saveFeatureGate,
    onSuccess: () => client.invalidateQueries({ queryKey: featureGatesAdminQuery.queryKey }),
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!GATE_KEY_PATTERN.test(key.trim())) {
      setKeyError(t('admin_gate_key_invalid'));
      return;
    }
    setKeyError(null);
    save.mutate(
      { scope, key: key.trim(), enabled, description: description.trim() },
      {
        onSuccess: () => {
          setKey('');
          setDescription('');
        },
      },
    );
  };

  const gates = [...(data?.gates ?? [])].sort((a, b) => a.scope.localeCompare(b.scope) || a.key.localeCompare(b.key));

  const columns: DataColumn<(typeof gates)[number]>[] = [
    {
      key: 'key',
      header: t('admin_gate_key'),
      sortValue: (gate) => gate.key,
      cell: (gate) => (
        <Text ff="monospace" size="sm">
          {gate.key}
        </Text>
      ),
    },
    {
      key: 'scope',
      header: t('admin_gate_scope'),
      nowrap: true,
      sortValue: (gate) => gate.scope,
      cell: (gate) => (
        <Badge variant="light" color="gray" style={{ overflow: 'visible' }}>
          {t(`admin_gate_scope_${gate.scope}`)}
        </Badge>
      ),
    },
    {
      key: 'description',
      header: t('admin_gate_description'),
      cell: (gate) => (
        <Text size="sm" c="dimmed">
          {gate.description}
        </Text>
      ),
    },
    {
      key: 'updated',
      header: t('admin_updated_at'),
      nowrap: true,
      sortValue: (gate) => gate.updatedAt,
      cell: (gate) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(gate.updatedAt)}
        </Text>
      ),
    },
    {
      key: 'enabled',
      header: t('admin_gate_enabled'),
      cell: (gate) => (
        <Switch
          checked={gate.enabled}
          aria-label={t('admin_gate_toggle', { key: gate.key })}
          disabled={save.isPending && save.variables?.key === gate.key}
          onChange={(e) => save.mutate({ scope: gate.scope, key: gate.key, description: gate.description, enabled: e.currentTarget.checked })}
          data-testid={`admin-gate-toggle-${gate.key}`}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Card withBorder padding="lg">
        <Text fw={700} mb="md">
          {t('admin_gate_add_title')}
        </Text>
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect label={t('admin_gate_scope')} data={gateScopeOptions(t)} value={scope} onChange={(e) => setScope(e.currentTarget.value as GateScope)} w={150} />
            <TextInput label={t('admin_gate_key')} placeholder="chatBot" value={key} onChange={(e) => setKey(e.currentTarget.value)} error={keyError} required w={220} data-testid="admin-gate-key" />
            <TextInput label={t('admin_gate_description')} value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={500} style={{ flex: 1, minWidth: 200 }} />
            <Switch label={t('admin_gate_enabled')} checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} mt={32} />
            <Button type="submit" mt={25} loading={save.isPending && save.variables?.key === key.trim()} data-testid="admin-gate-add">
              {t('admin_gate_add')}
            </Button>
          </Group>
        </form>
        <FormError error={save.error} mt="md" />
      </Card>
      <Card withBorder padding="md">
        {error ? (
          <FormError error={error} />
        ) : (
          <DataTable
            columns={columns}
            rows={isPending ? undefined : gates}
            rowKey={(gate) => `${gate.scope}:${gate.key}`}
            empty={t('admin_gates_empty')}
            testId="admin-gates"
            striped
            verticalSpacing="sm"
            minWidth={760}
          />
        )}
      </Card>
    </Stack>
  );
}
