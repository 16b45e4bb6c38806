import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Card, Group, MultiSelect, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation.ts';
import { DataTable, type DataColumn } from '../../../components/data-table.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { regionName } from '../../../lib/format.ts';
import { renderCountryOption } from '../../../components/country-flag.tsx';
import { basicQuery, complianceQuery, regionQuery } from '../../../lib/queries.ts';
import { openConfigQuery, savePortalConfig, surveyStatsQuery } from '../api.ts';
import { FormError } from '../../../components/form-error.tsx';
import { SurveyAnswersStats } from './survey-answers-stats.tsx';

/** Public portal settings (PUT /open/config): banned regions, the US compliance notice, the chat bot, the support address. */
export function PortalSettingsPanel() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { data: config } = useQuery(openConfigQuery);
  const { data: basic } = useQuery(basicQuery);
  const [bannedRegions, setBannedRegions] = useState<string[]>([]);
  const [usComplianceNotice, setUsComplianceNotice] = useState(false);
  const [usComplianceRestoredOn, setUsComplianceRestoredOn] = useState('');
  const [chatBotEnabled, setChatBotEnabled] = useState(false);
  const [supportEmail, setSupportEmail] = useState('');
  const [survey, setSurvey] = useState({ start: '', end: '', url: '' });

  useEffect(() => {
    if (!config) return;
    setBannedRegions(config.bannedRegions);
    setUsComplianceNotice(config.usComplianceNotice);
    setUsComplianceRestoredOn(config.usComplianceRestoredOn);
    setChatBotEnabled(config.chatBotEnabled);
    setSupportEmail(config.supportEmail);
    setSurvey(config.survey);
  }, [config]);

  const save = useMutation({
    mutationFn: savePortalConfig,
    onSuccess: (saved) => {
      client.setQueryData(openConfigQuery.queryKey, saved);
      void client.invalidateQueries({ queryKey: complianceQuery.queryKey });
      void client.invalidateQueries({ queryKey: regionQuery.queryKey });
      void client.invalidateQueries({ queryKey: surveyStatsQuery.queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ bannedRegions, usComplianceNotice, usComplianceRestoredOn, chatBotEnabled, supportEmail: supportEmail.trim(), survey: { ...survey, url: survey.url.trim() } });
  };

  const regions = (basic?.regions ?? []).map((r) => ({ value: r.code, label: regionName(r.code, i18n.language) }));

  return (
    <Card withBorder padding="lg" maw={640}>
      <form onSubmit={submit}>
        <Stack gap="md">
          <MultiSelect
            label={t('admin_config_banned_regions')}
            description={t('admin_config_banned_regions_hint')}
            data={regions}
            renderOption={renderCountryOption}
            value={bannedRegions}
            onChange={setBannedRegions}
            searchable
            clearable
          />
          <TextInput label={t('admin_config_support_email')} type="email" value={supportEmail} onChange={(e) => setSupportEmail(e.currentTarget.value)} />
          <Switch
            label={t('admin_config_us_compliance')}
            description={t('admin_config_us_compliance_scope')}
            checked={usComplianceNotice}
            onChange={(e) => setUsComplianceNotice(e.currentTarget.checked)}
          />
          <TextInput
            type="date"
            label={t('admin_config_us_restored_on')}
            value={usComplianceRestoredOn}
            onChange={(e) => setUsComplianceRestoredOn(e.currentTarget.value)}
            disabled={!usComplianceNotice}
            data-testid="admin-config-us-restored-on"
          />
          <Switch label={t('admin_config_chat_bot')} checked={chatBotEnabled} onChange={(e) => setChatBotEnabled(e.currentTarget.checked)} />
          <Group grow>
            <TextInput type="date" label={t('admin_settings_survey_start')} value={survey.start} onChange={(e) => setSurvey({ ...survey, start: e.currentTarget.value })} />
            <TextInput type="date" label={t('admin_settings_survey_end')} value={survey.end} onChange={(e) => setSurvey({ ...survey, end: e.currentTarget.value })} />
          </Group>
          <TextInput type="url" label={t('admin_settings_survey_url')} value={survey.url} onChange={(e) => setSurvey({ ...survey, url: e.currentTarget.value })} />
          <SurveyStats />
          <FormError error={save.error} />
          {save.isSuccess && (
            <Text c="teal" size="sm" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <CheckIcon size={16} /> {t('admin_saved')}
            </Text>
          )}
          <Button type="submit" loading={save.isPending} disabled={!config} style={{ alignSelf: 'flex-start' }} data-testid="admin-config-save">
            {t('admin_save')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

const SURVEY_EVENTS = ['show', 'close', 'click'] as const;
type SurveyEvent = (typeof SURVEY_EVENTS)[number];

/** What the banner's viewers did with the survey that is running (the one named by the saved link). */
function SurveyStats() {
  const { t } = useTranslation();
  const { data } = useQuery(surveyStatsQuery);
  if (!data) return null;
  const columns: DataColumn<SurveyEvent>[] = [
    { key: 'event', header: '', cell: (event) => t(`admin_survey_event_${event}`) },
    { key: 'times', header: t('admin_survey_times'), align: 'end', nowrap: true, cell: (event) => data[event].times },
    { key: 'people', header: t('admin_survey_people'), align: 'end', nowrap: true, cell: (event) => data[event].people },
  ];
  return (
    <div data-testid="admin-survey-stats">
      <Text size="sm" fw={500}>
        {t('admin_survey_stats_title')}
      </Text>
      <Box maw={360}>
        <DataTable columns={columns} rows={SURVEY_EVENTS} rowKey={(event) => event} rowProps={(event) => ({ 'data-testid': `admin-survey-${event}` })} phone="scroll" verticalSpacing={2} />
      </Box>
      <SurveyAnswersStats answers={data.answers} />
    </div>
  );
}
