import { useEffect, useMemo, useState } from 'react';
import { Accordion, Anchor, Button, Center, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { KNOWLEDGE_TOPICS } from '@portal/domain/support';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { faqQuery, rateFaqAnswer } from '../api.ts';
import { RichText } from '../rich-text.tsx';
import { ContactCard, FallbackNote } from './knowledge-parts.tsx';
import { FormError } from '../../../components/form-error.tsx';

function Helpful({ questionId, lang, vote }: { questionId: string; lang: string; vote: boolean | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: (helpful: boolean) => rateFaqAnswer(questionId, helpful, lang),
    onSuccess: () => client.invalidateQueries({ queryKey: faqQuery(lang).queryKey }),
  });
  if (vote !== null && !send.isPending) {
    return (
      <Text size="sm" c="teal" fw={500} mt="sm" role="status" data-testid={`faq-thanks-${questionId}`}>
        {t('publishing_faq_thanks')}
      </Text>
    );
  }
  return (
    <Group gap="xs" mt="sm" data-testid={`faq-helpful-${questionId}`}>
      <Text size="sm" c="dimmed">
        {t('publishing_faq_helpful')}
      </Text>
      <Button size="compact-sm" variant="light" loading={send.isPending && send.variables} disabled={send.isPending} onClick={() => send.mutate(true)}>
        {t('publishing_faq_helpful_yes')}
      </Button>
      <Button size="compact-sm" variant="light" color="gray" loading={send.isPending && !send.variables} disabled={send.isPending} onClick={() => send.mutate(false)}>
        {t('publishing_faq_helpful_no')}
      </Button>
      {send.isError && (
        <Text size="sm" c="red" role="alert">
          {t(errorMessageKey(send.error))}
        </Text>
      )}
    </Group>
  );
}

/** The general FAQ (/faq redirects here): questions by topic, searchable, each with "was this helpful?". */
export function FaqPage() {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const faq = useQuery(faqQuery(i18n.language));
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>(() => (hash ? [decodeURIComponent(hash.slice(1))] : []));

  // A link to one answer (#question-id, as the assistant quotes it) opens it and scrolls to it.
  useEffect(() => {
    if (!hash || !faq.data) return;
    const id = decodeURIComponent(hash.slice(1));
    setOpen((current) => (current.includes(id) ? current : [...current, id]));
    const timer = setTimeout(() => document.getElementById(`faq-${id}`)?.scrollIntoView({ block: 'start', behavior: 'smooth' }), 200);
    return () => clearTimeout(timer);
  }, [hash, faq.data]);

  const entries = useMemo(() => {
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    return (faq.data?.entries ?? []).filter((e) => words.every((w) => `${e.question} ${e.answer}`.toLowerCase().includes(w)));
  }, [faq.data, search]);

  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/knowledge" size="sm">
          ← {t('knowledge_back')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('knowledge_faq_title')}
          </Title>
          <Text c="dimmed">{t('knowledge_faq_subtitle')}</Text>
        </Stack>
        <TextInput
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('knowledge_faq_search_placeholder')}
          aria-label={t('knowledge_faq_search_placeholder')}
          data-testid="faq-search"
        />
        {faq.data && <FallbackNote fallback={faq.data.fallback} />}
        {faq.isPending && (
          <Center py="xl">
            <Loader />
          </Center>
        )}
        {faq.isError && <FormError error={faq.error} />}
        {faq.data && entries.length === 0 && <Text c="dimmed">{t('knowledge_no_results')}</Text>}
        {KNOWLEDGE_TOPICS.map((topic) => {
          const inTopic = entries.filter((e) => e.topic === topic);
          if (inTopic.length === 0) return null;
          return (
            <Stack key={topic} gap="xs">
              <Title order={2} size="h4">
                {t(`knowledge_topic_${topic}`)}
              </Title>
              <Accordion multiple value={open} onChange={setOpen} variant="separated">
                {inTopic.map((entry) => (
                  <Accordion.Item key={entry.id} value={entry.id} id={`faq-${entry.id}`} data-testid="faq-entry">
                    <Accordion.Control>{entry.question}</Accordion.Control>
                    <Accordion.Panel>
                      <RichText text={entry.answer} size="sm" />
                      <Helpful questionId={entry.id} lang={faq.data?.lang ?? 'en'} vote={entry.myVote} />
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          );
        })}
        <ContactCard />
      </Stack>
    </Container>
  );
}
