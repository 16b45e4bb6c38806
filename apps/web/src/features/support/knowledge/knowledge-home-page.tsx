import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Chip, Container, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { KNOWLEDGE_TOPICS, type KnowledgeTopic } from '@portal/domain/support';
import { useTranslation } from '../../../lib/use-translation.ts';
import { articlesQuery } from '../api.ts';
import { ContactCard, FallbackNote } from './knowledge-parts.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { knowledgeTopicOptions } from '../options.ts';

const SEARCH_DELAY_MS = 250;

/** The help center: articles by topic, searchable; the search and topic live in the address (?q=…&topic=…). */
export function KnowledgeHomePage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const topicParam = params.get('topic');
  const topic = (KNOWLEDGE_TOPICS as readonly string[]).includes(topicParam ?? '') ? (topicParam as KnowledgeTopic) : null;
  const [draft, setDraft] = useState(q);
  const list = useQuery({ ...articlesQuery(i18n.language, q, topic), placeholderData: keepPreviousData });

  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => {
      const next = new URLSearchParams(params);
      if (draft.trim()) next.set('q', draft.trim());
      else next.delete('q');
      setParams(next, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, q, params, setParams]);

  const chooseTopic = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set('topic', value);
    else next.delete('topic');
    setParams(next, { replace: true });
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('knowledge_title')}
          </Title>
          <Text c="dimmed">{t('knowledge_subtitle')}</Text>
        </Stack>
        <TextInput
          size="md"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          placeholder={t('knowledge_search_placeholder')}
          aria-label={t('knowledge_search_placeholder')}
          rightSection={list.isFetching ? <Loader size="xs" /> : null}
          data-testid="knowledge-search"
        />
        <Group gap="xs">
          <Chip.Group value={topic ?? 'all'} onChange={(value) => chooseTopic(value as string)}>
            <Chip value="all" size="sm">
              {t('knowledge_all_topics')}
            </Chip>
            {knowledgeTopicOptions(t, list.data?.topics ?? []).map((option) => (
              <Chip key={option.value} value={option.value} size="sm">
                {option.label}
              </Chip>
            ))}
          </Chip.Group>
        </Group>
        <FallbackNote fallback={list.data?.fallback ?? false} />
        <Anchor component={Link} to="/knowledge/faq" fw={500} data-testid="knowledge-faq-link">
          {t('knowledge_faq_link')} →
        </Anchor>
        {list.isError && <FormError error={list.error} />}
        {list.data && list.data.articles.length === 0 && (
          <Text c="dimmed" data-testid="knowledge-empty">
            {t('knowledge_no_results')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {(list.data?.articles ?? []).map((article) => (
            <Card key={article.slug} component={Link} to={`/knowledge/${article.slug}`} withBorder radius="md" padding="lg" data-testid="knowledge-article-card">
              <Stack gap="xs">
                <Badge variant="light" size="sm">
                  {t(`knowledge_topic_${article.topic}`)}
                </Badge>
                <Text fw={600}>{article.title}</Text>
                <Text size="sm" c="dimmed" lineClamp={3}>
                  {article.summary}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <ContactCard />
      </Stack>
    </Container>
  );
}
