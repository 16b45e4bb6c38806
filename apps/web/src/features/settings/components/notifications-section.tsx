import { Stack, Switch } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { emailTopics, optionalTopic } from '@portal/domain/email-topics';
import { useTranslation } from '../../../lib/use-translation.ts';
import { saveEmailTopics, topicsQuery } from '../api.ts';
import { SettingsSection } from '../../../components/settings-section.tsx';

/** Which e-mails arrive; account messages always do. */
export function NotificationsSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data } = useQuery(topicsQuery);
  if (!data) return null;
  const toggle = async (topic: (typeof emailTopics)[number], value: boolean) => {
    client.setQueryData(topicsQuery.queryKey, { topics: { ...data.topics, [topic]: value } });
    const saved = await saveEmailTopics({ [topic]: value }).catch(() => null);
    client.setQueryData(topicsQuery.queryKey, saved ?? data);
  };
  return (
    <SettingsSection id="notifications" title={t('settings_notifications_title')} hint={t('settings_notifications_hint')}>
      <Stack gap="md">
        {emailTopics.map((topic) => (
          <Switch
            key={topic}
            checked={data.topics[topic]}
            disabled={!optionalTopic(topic)}
            onChange={(e) => void toggle(topic, e.currentTarget.checked)}
            label={t(`settings_topic_${topic}`)}
            description={t(`settings_topic_${topic}_hint`)}
            data-testid={`topic-${topic}`}
          />
        ))}
      </Stack>
    </SettingsSection>
  );
}
