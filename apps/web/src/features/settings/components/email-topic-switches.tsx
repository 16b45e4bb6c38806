import { Stack, Switch } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailTopics, optionalTopic, type EmailTopic } from '@portal/domain/email-topics';
import { FormError } from '../../../components/form-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { saveEmailTopics, topicsQuery } from '../api.ts';

/** One switch per e-mail topic; account messages always arrive. A change that fails is undone and says why. */
export function EmailTopicSwitches() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const topics = useQuery(topicsQuery);
  const save = useMutation({
    mutationFn: (change: { topic: EmailTopic; on: boolean }) => saveEmailTopics({ [change.topic]: change.on }),
    onMutate: ({ topic, on }) => {
      const before = client.getQueryData(topicsQuery.queryKey);
      if (before) client.setQueryData(topicsQuery.queryKey, { topics: { ...before.topics, [topic]: on } });
      return before;
    },
    onError: (_error, _change, before) => client.setQueryData(topicsQuery.queryKey, before),
    onSuccess: (saved) => client.setQueryData(topicsQuery.queryKey, saved),
  });
  if (topics.error) return <FormError error={topics.error} />;
  if (!topics.data) return <PageLoader />;
  return (
    <Stack gap="md">
      {emailTopics.map((topic) => (
        <Switch
          key={topic}
          checked={topics.data.topics[topic]}
          disabled={!optionalTopic(topic)}
          onChange={(event) => save.mutate({ topic, on: event.currentTarget.checked })}
          label={t(`settings_topic_${topic}`)}
          description={t(`settings_topic_${topic}_hint`)}
          data-testid={`topic-${topic}`}
        />
      ))}
      <FormError error={save.error} data-testid="topics-error" />
    </Stack>
  );
}
