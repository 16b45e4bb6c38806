import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformById } from '@portal/domain/catalog/platforms';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { platformRulesQuery, savePlatformRules, type PlatformRule } from '../platform-rules-api.ts';
import { problemsByRule, type RuleProblem } from '../platform-rules.ts';
import { PlatformRuleEditor, ruleFieldLabel, useProblemText } from './platform-rule-editor.tsx';

type Row = { rule: PlatformRule; index: number };
const storeName = (platformId: number) => platformById(platformId)?.name ?? `#${platformId}`;

/**
 * The store availability rules (document 3 section 5): the table in force or the built-in defaults, edited here rule
 * by rule and saved as a whole; "back to the defaults" saves an empty table. A refused save marks each rule it names.
 */
export function PlatformRulesPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, error, isPending } = useQuery(platformRulesQuery);
  const [working, setWorking] = useState<PlatformRule[] | null>(null);
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [problems, setProblems] = useState<Map<number, RuleProblem[]>>(new Map());
  const [confirmReset, setConfirmReset] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const problemText = useProblemText();

  const save = useMutation({
    mutationFn: savePlatformRules,
    onMutate: () => {
      setDone(null);
      setProblems(new Map());
    },
    onSuccess: (table, sent) => {
      client.setQueryData(platformRulesQuery.queryKey, table);
      setWorking(null);
      setDone(sent.length ? t('admin_rules_saved', { count: table.rules.length }) : t('admin_rules_reset_done'));
    },
    onError: (failure) => setProblems(problemsByRule(failure)),
  });

  const rules = working ?? data?.rules ?? [];
  const rows: Row[] = rules.map((rule, index) => ({ rule, index }));
  const change = (next: PlatformRule[]) => {
    setWorking(next);
    setDone(null);
  };
  const keep = (rule: PlatformRule) => {
    const index = editing?.index ?? null;
    change(index === null ? [...rules, rule] : rules.map((old, at) => (at === index ? rule : old)));
    if (index !== null && problems.has(index)) {
      const rest = new Map(problems);
      rest.delete(index);
      setProblems(rest);
    }
    setEditing(null);
  };
  const remove = (index: number) => {
    change(rules.filter((_, at) => at !== index));
    // The refused rules' numbers no longer match the list.
    setProblems(new Map());
  };

  const list = (values: (string | number)[] | undefined, label: (value: string | number) => string) => (values?.length ? values.map(label).join(', ') : null);
  const limits = (lists: { include?: (string | number)[]; exclude?: (string | number)[] } | undefined, label: (value: string | number) => string) => {
    const only = list(lists?.include, label);
    const not = list(lists?.exclude, label);
    if (!only && !not)
      return (
        <Text size="sm" c="dimmed">
          {t('admin_rules_any')}
        </Text>
      );
    return (
      <Stack gap={2}>
        {only && <Text size="sm">{t('admin_rules_only', { list: only })}</Text>}
        {not && <Text size="sm">{t('admin_rules_except', { list: not })}</Text>}
      </Stack>
    );
  };

  const columns: DataColumn<Row>[] = [
    {
      key: 'store',
      header: t('admin_rules_store'),
      cell: ({ rule, index }) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {storeName(rule.platformId)}{' '}
            <Text span size="xs" c="dimmed">
              #{rule.platformId}
            </Text>
          </Text>
          {problems.get(index)?.map((problem, at) => (
            <Text key={at} size="xs" c="red.7" data-testid={`admin-rule-problem-${index}`}>
              {t('admin_rules_problem', { field: t(ruleFieldLabel[problem.field]), message: problemText(problem) })}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'regions', header: t('admin_rules_col_regions'), cell: ({ rule }) => limits(rule.regions, String) },
    { key: 'sources', header: t('admin_rules_col_sources'), cell: ({ rule }) => limits(rule.userSources, (source) => t(`admin_rules_source_${source}`)) },
    {
      key: 'flags',
      header: t('admin_rules_col_flags'),
      cell: ({ rule }) =>
        rule.requiresFlag || rule.hiddenByFlag ? (
          <Stack gap={2}>
            {rule.requiresFlag && <Text size="sm">{t('admin_rules_needs', { flag: t(`admin_rules_flag_${rule.requiresFlag}`) })}</Text>}
            {rule.hiddenByFlag && <Text size="sm">{t('admin_rules_hidden_when', { flag: t(`admin_rules_flag_${rule.hiddenByFlag}`) })}</Text>}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin_rules_any')}
          </Text>
        ),
    },
    {
      key: 'required',
      header: t('admin_rules_col_required'),
      nowrap: true,
      cell: ({ rule }) =>
        rule.required ? (
          <Badge variant="light" tt="none">
            {t('admin_rules_required_yes')}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: 'actions',
      header: '',
      align: 'end',
      nowrap: true,
      cell: ({ rule, index }) => (
        <Group gap={6} justify="flex-end" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing({ index })}
            aria-label={t('admin_rules_edit_label', { store: storeName(rule.platformId) })}
            data-testid={`admin-rule-edit-${index}`}
          >
            {t('admin_rules_edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => remove(index)}
            aria-label={t('admin_rules_remove_label', { store: storeName(rule.platformId) })}
            data-testid={`admin-rule-remove-${index}`}
          >
            {t('admin_rules_remove')}
          </Button>
        </Group>
      ),
    },
  ];

  if (error) return <FormError error={error} />;
  const refusedRules = problems.size > 0;
  return (
    <Stack gap="md" data-testid="admin-rules">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 260px' }}>
              {data && (
                <Text size="sm" data-testid="admin-rules-status">
                  {data.usingDefaults ? t('admin_rules_defaults') : t('admin_rules_custom', { at: data.updatedAt ? formatDateTime(data.updatedAt) : '—' })}
                </Text>
              )}
              {working && (
                <Badge color="yellow" variant="light" tt="none" data-testid="admin-rules-unsaved">
                  {t('admin_rules_unsaved')}
                </Badge>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button variant="light" onClick={() => setEditing({ index: null })} disabled={!data} data-testid="admin-rules-add">
                {t('admin_rules_add')}
              </Button>
              {working && (
                <Button
                  variant="default"
                  onClick={() => {
                    setWorking(null);
                    setProblems(new Map());
                    save.reset();
                  }}
                  data-testid="admin-rules-discard"
                >
                  {t('admin_rules_discard')}
                </Button>
              )}
              <Button onClick={() => save.mutate(rules)} disabled={!working} loading={save.isPending && save.variables !== undefined && save.variables.length > 0} data-testid="admin-rules-save">
                {t('admin_rules_save')}
              </Button>
            </Group>
          </Group>
          {done && (
            <Alert color="teal" variant="light" data-testid="admin-rules-done">
              {done}
            </Alert>
          )}
          <FormError messageKey={refusedRules ? 'admin_rules_refused' : null} error={refusedRules ? undefined : save.error} data-testid="admin-rules-error" />
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <DataTable
          columns={columns}
          rows={isPending ? undefined : rows}
          rowKey={(row) => row.index}
          rowProps={(row) => ({ 'data-testid': `admin-rule-${row.index}`, 'data-invalid': problems.has(row.index) || undefined })}
          empty={t('admin_rules_empty')}
          testId="admin-rules-table"
          striped
          verticalSpacing="sm"
          minWidth={820}
        />
      </Card>
      {data && !data.usingDefaults && (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} data-testid="admin-rules-reset">
            {t('admin_rules_reset')}
          </Button>
        </Group>
      )}
      {editing && (
        <PlatformRuleEditor
          rule={editing.index === null ? null : (rules[editing.index] ?? null)}
          problems={editing.index === null ? [] : (problems.get(editing.index) ?? [])}
          onKeep={keep}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal opened={confirmReset} onClose={() => setConfirmReset(false)} title={t('admin_rules_reset_title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('admin_rules_reset_confirm', { count: data?.rules.length ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              {t('action_cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmReset(false);
                save.mutate([]);
              }}
              data-testid="admin-rules-reset-confirm"
            >
              {t('admin_rules_reset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
