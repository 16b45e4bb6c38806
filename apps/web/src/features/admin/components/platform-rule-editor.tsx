import { useState } from 'react';
import { Button, Group, Modal, MultiSelect, NativeSelect, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { platformById, platforms } from '@portal/domain/catalog/platforms';
import { territories } from '@portal/domain/catalog/territories';
import { regionName } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { PlatformRule } from '../platform-rules-api.ts';
import { fromDraft, toDraft, type RuleDraft, type RuleField, type RuleProblem } from '../platform-rules.ts';
import { ruleFlagOptions, signUpSourceOptions } from '../options.ts';

const REQUIRES_FLAGS = ['allowAppleMusic'] as const;
const HIDING_FLAGS = ['disableNetEase', 'disableSocialPlatforms'] as const;

/** The label of a rule's field, for the editor and for a refused rule's line in the table. */
export const ruleFieldLabel: Record<RuleField, string> = {
  platformId: 'admin_rules_store',
  'regions.include': 'admin_rules_regions_include',
  'regions.exclude': 'admin_rules_regions_exclude',
  'userSources.include': 'admin_rules_sources_include',
  'userSources.exclude': 'admin_rules_sources_exclude',
  requiresFlag: 'admin_rules_requires_flag',
  hiddenByFlag: 'admin_rules_hidden_by_flag',
  required: 'admin_rules_required',
  rule: 'admin_rules_whole',
};

/** A problem the server named, in the reader's words (its own placeholders filled in). */
export function useProblemText() {
  const { t, i18n } = useTranslation();
  return (problem: RuleProblem) => (i18n.exists(problem.messageKey) ? t(problem.messageKey, problem.vars) : t('error_invalid_request'));
}

/**
 * One rule changed or added: its store, the countries and sign-up sources it allows or leaves out, the account flags
 * it depends on, and whether the store must be chosen. The table keeps it; saving the table sends it.
 */
export function PlatformRuleEditor({ rule, problems, onKeep, onClose }: { rule: PlatformRule | null; problems: RuleProblem[]; onKeep: (rule: PlatformRule) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const problemText = useProblemText();
  const [draft, setDraft] = useState<RuleDraft>(() => toDraft(rule));
  const [missingStore, setMissingStore] = useState(false);
  // The server's words stay on a field until the operator changes it.
  const [shown, setShown] = useState(problems);
  const change = (patch: Partial<RuleDraft>, fields: RuleField[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setShown((current) => current.filter((problem) => !fields.includes(problem.field)));
  };
  const errorOf = (field: RuleField) => {
    const texts = [...new Set(shown.filter((problem) => problem.field === field).map(problemText))];
    return texts.length ? texts.join(' ') : undefined;
  };

  const stores = platforms
    .filter((platform) => !platform.deprecated || platform.id === rule?.platformId)
    .sort((a, b) => a.name.localeCompare(b.name, i18n.language))
    .map((platform) => ({ value: String(platform.id), label: `${platform.name} · #${platform.id}` }));
  const countries = territories.map((territory) => ({ value: territory.code, label: `${regionName(territory.code, i18n.language)} (${territory.code})` }));
  const sources = signUpSourceOptions(t);
  const current = rule ? platformById(rule.platformId) : undefined;

  const keep = () => {
    if (draft.platformId === null) {
      setMissingStore(true);
      return;
    }
    onKeep(fromDraft({ ...draft, platformId: draft.platformId }));
  };

  return (
    <Modal opened onClose={onClose} title={rule ? t('admin_rules_editor_edit', { store: current?.name ?? `#${rule.platformId}` }) : t('admin_rules_editor_new')} size="lg" centered>
      <Stack gap="sm" data-testid="admin-rule-editor">
        <Text size="sm" c="dimmed">
          {t('admin_rules_editor_hint')}
        </Text>
        {errorOf('rule') && (
          <Text size="sm" c="red.7" role="alert">
            {errorOf('rule')}
          </Text>
        )}
        <Select
          label={t('admin_rules_store')}
          placeholder={t('admin_rules_store_pick')}
          searchable
          data={stores}
          value={draft.platformId === null ? null : String(draft.platformId)}
          onChange={(value) => {
            setMissingStore(false);
            change({ platformId: value ? Number(value) : null }, ['platformId']);
          }}
          error={missingStore ? t('admin_rules_store_required') : errorOf('platformId')}
          comboboxProps={{ withinPortal: true }}
          data-testid="admin-rule-store"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={t('admin_rules_regions_include')}
            data={countries}
            value={draft.regionsInclude}
            onChange={(value) => change({ regionsInclude: value }, ['regions.include'])}
            searchable
            clearable
            error={errorOf('regions.include')}
            data-testid="admin-rule-regions-include"
          />
          <MultiSelect
            label={t('admin_rules_regions_exclude')}
            data={countries}
            value={draft.regionsExclude}
            onChange={(value) => change({ regionsExclude: value }, ['regions.exclude'])}
            searchable
            clearable
            error={errorOf('regions.exclude')}
            data-testid="admin-rule-regions-exclude"
          />
          <MultiSelect
            label={t('admin_rules_sources_include')}
            data={sources}
            value={draft.sourcesInclude.map(String)}
            onChange={(value) => change({ sourcesInclude: value.map(Number) }, ['userSources.include'])}
            clearable
            error={errorOf('userSources.include')}
            data-testid="admin-rule-sources-include"
          />
          <MultiSelect
            label={t('admin_rules_sources_exclude')}
            data={sources}
            value={draft.sourcesExclude.map(String)}
            onChange={(value) => change({ sourcesExclude: value.map(Number) }, ['userSources.exclude'])}
            clearable
            error={errorOf('userSources.exclude')}
            data-testid="admin-rule-sources-exclude"
          />
          <NativeSelect
            label={t('admin_rules_requires_flag')}
            data={ruleFlagOptions(t, REQUIRES_FLAGS)}
            value={draft.requiresFlag}
            onChange={(event) => change({ requiresFlag: event.currentTarget.value as RuleDraft['requiresFlag'] }, ['requiresFlag'])}
            error={errorOf('requiresFlag')}
          />
          <NativeSelect
            label={t('admin_rules_hidden_by_flag')}
            data={ruleFlagOptions(t, HIDING_FLAGS)}
            value={draft.hiddenByFlag}
            onChange={(event) => change({ hiddenByFlag: event.currentTarget.value as RuleDraft['hiddenByFlag'] }, ['hiddenByFlag'])}
            error={errorOf('hiddenByFlag')}
          />
        </SimpleGrid>
        <Switch
          label={t('admin_rules_required')}
          description={t('admin_rules_required_hint')}
          checked={draft.required}
          onChange={(event) => change({ required: event.currentTarget.checked }, ['required'])}
          error={errorOf('required')}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('action_cancel')}
          </Button>
          <Button onClick={keep} data-testid="admin-rule-keep">
            {t('admin_rules_keep')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
