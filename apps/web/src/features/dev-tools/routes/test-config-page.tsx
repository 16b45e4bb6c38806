import { useState } from 'react';
import { Badge, Button, Card, Container, Divider, Group, NativeSelect, NumberInput, SegmentedControl, SimpleGrid, Stack, Switch, Text, TextInput, Title, Input } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { deleteCookie, writeCookie } from '../../../lib/cookies.ts';
import { regionName } from '../../../lib/format.ts';
import { clearStorage, removeStorage, StorageKey } from '../../../lib/storage.ts';
import { forcedLanguages, mockRegions, readTestConfig, writeTestConfig, type Environment, type ForcedLanguage, type TestConfig } from '../../../lib/test-config.ts';
import { DevToolsNav } from '../components/dev-tools-nav.tsx';
import { environmentOptions } from '../options.ts';

const NO_MOCK = 'none';

/** Developer settings (document 1 section 2); Apply saves them to local storage and reloads. */
export function TestConfigPage() {
  const { t, i18n } = useTranslation();
  const saved = readTestConfig();
  const [environment, setEnvironment] = useState<Environment>(saved.environment);
  const [mockRegion, setMockRegion] = useState<string>(saved.mockRegion ?? NO_MOCK);
  const [userId, setUserId] = useState(saved.userId);
  const [forcedLanguage, setForcedLanguage] = useState<ForcedLanguage>(saved.forcedLanguage);
  const [fullList, setFullList] = useState(saved.showFullLanguageList);
  const [trackLimit, setTrackLimit] = useState<number | string>(saved.trackCountLimit === 50 ? '' : saved.trackCountLimit);
  const [songwriterLimit, setSongwriterLimit] = useState<number | string>(saved.songwriterCountLimit === 50 ? '' : saved.songwriterCountLimit);
  const [notice, setNotice] = useState<string | null>(null);

  const apply = () => {
    const config: TestConfig = {
      environment,
      mockRegion: mockRegion === NO_MOCK ? null : mockRegion,
      userId: environment === 'boe' ? userId.trim() : '',
      forcedLanguage,
      showFullLanguageList: fullList,
      trackCountLimit: typeof trackLimit === 'number' && trackLimit > 0 ? trackLimit : 50,
      songwriterCountLimit: typeof songwriterLimit === 'number' && songwriterLimit > 0 ? songwriterLimit : 50,
    };
    writeTestConfig(config);
    // The server honours mock_region for /api/open/region only in test mode.
    if (config.mockRegion) writeCookie('mock_region', config.mockRegion);
    else deleteCookie('mock_region');
    window.location.reload();
  };

  const cleared = (what: string) => setNotice(t('test_config_cleared', { what }));

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <DevToolsNav />
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1} size="h2">
            {t('test_config_title')}
          </Title>
          <Text c="dimmed">{t('test_config_subtitle')}</Text>
        </div>
        <Badge variant="light" color="orange">
          {t('test_mode_badge')}
        </Badge>
      </Group>
      <Card withBorder padding="lg">
        <Stack gap="md">
          <Input.Wrapper label={t('test_config_environment')}>
            <SegmentedControl mt={4} fullWidth value={environment} onChange={(v) => setEnvironment(v as Environment)} data={environmentOptions(t)} data-testid="test-config-environment" />
          </Input.Wrapper>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={t('test_config_mock_ip')}
              description={t('test_config_mock_ip_hint')}
              value={mockRegion}
              onChange={(e) => setMockRegion(e.currentTarget.value)}
              data={[{ value: NO_MOCK, label: t('test_config_none') }, ...mockRegions.map((code) => ({ value: code, label: `${regionName(code, i18n.language)} (${code})` }))]}
              data-testid="test-config-mock-ip"
            />
            <TextInput
              label={t('test_config_user_id')}
              description={t('test_config_user_id_hint')}
              value={userId}
              onChange={(e) => setUserId(e.currentTarget.value)}
              disabled={environment !== 'boe'}
              data-testid="test-config-user-id"
            />
            <NativeSelect
              label={t('test_config_forced_language')}
              value={forcedLanguage}
              onChange={(e) => setForcedLanguage(e.currentTarget.value as ForcedLanguage)}
              data={forcedLanguages.map((code) => ({
                value: code,
                label: code === 'none' ? t('test_config_none') : code === 'key' ? t('test_config_language_key') : code,
              }))}
              data-testid="test-config-forced-language"
            />
            <Switch
              label={t('test_config_full_language_list')}
              description={t('test_config_full_language_list_hint')}
              checked={fullList}
              onChange={(e) => setFullList(e.currentTarget.checked)}
              mt={{ sm: 28 }}
              data-testid="test-config-full-list"
            />
            <NumberInput label={t('test_config_track_limit')} placeholder="50" min={1} allowDecimal={false} value={trackLimit} onChange={setTrackLimit} data-testid="test-config-track-limit" />
            <NumberInput
              label={t('test_config_songwriter_limit')}
              placeholder="50"
              min={1}
              allowDecimal={false}
              value={songwriterLimit}
              onChange={setSongwriterLimit}
              data-testid="test-config-songwriter-limit"
            />
          </SimpleGrid>
          <Divider />
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() => {
                clearStorage('local');
                cleared(t('test_config_local_storage'));
              }}
              data-testid="test-config-clear-local"
            >
              {t('test_config_clear_local')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                clearStorage('session');
                cleared(t('test_config_session_storage'));
              }}
              data-testid="test-config-clear-session"
            >
              {t('test_config_clear_session')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                removeStorage(StorageKey.cookieTypes);
                removeStorage(StorageKey.gpcConsent);
                cleared(t('test_config_cookie_consent'));
              }}
              data-testid="test-config-clear-consent"
            >
              {t('test_config_clear_consent')}
            </Button>
          </Group>
          {notice && (
            <Text size="sm" c="teal" role="status">
              {notice}
            </Text>
          )}
          <Divider />
          <Group justify="space-between">
            <Group gap="sm">
              <Button variant="default" disabled>
                {t('test_config_import')}
              </Button>
              <Button variant="default" disabled>
                {t('test_config_export')}
              </Button>
            </Group>
            <Button onClick={apply} data-testid="test-config-apply">
              {t('test_config_apply')}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Container>
  );
}
