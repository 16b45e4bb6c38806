import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Accordion, Box, Center, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/use-session.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { FaqAnswer } from './components/faq-answer.tsx';
import { FaqContact } from './components/faq-contact.tsx';
import { HelpfulPrompt } from './components/helpful-prompt.tsx';
import { loadFaqContent } from './content/index.ts';
import { faqTopics } from './content/types.ts';
import { chooseFaqLanguage, contactMailbox, FAQ_LANGUAGES, faqSearch, firstNewlyOpened, groupByTopic, parseOpenQuestions, questionsForRegion, SCROLL_DELAY_MS, type FaqLanguage } from './faq-model.ts';
import { FormError } from '../../../components/form-error.tsx';

const questionElementId = (id: string) => `faq-${id}`;

/** Publishing FAQ (document 2 section 2): collapsible questions for the user's region, open ones kept in ?question=…&lang=…. */
export function PublishingFaqPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const { user, region, basic } = useSession();
  const userRegion = user?.region ?? region?.region ?? null;

  const language = chooseFaqLanguage(params.get('lang'), i18n.language);
  const content = useQuery({
    queryKey: ['publishing-faq', language],
    queryFn: () => loadFaqContent(language),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  const questions = useMemo(() => questionsForRegion(content.data?.questions ?? [], userRegion), [content.data, userRegion]);
  const open = useMemo(
    () =>
      parseOpenQuestions(
        params.get('question'),
        questions.map((q) => q.id),
      ),
    [params, questions],
  );
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  const scrollTarget = useScrollIntoView(open, content.data !== undefined);

  const writeUrl = (nextOpen: readonly string[], nextLanguage: FaqLanguage) =>
    navigate({ pathname: location.pathname, search: faqSearch(params, nextOpen, nextLanguage), hash: location.hash }, { replace: true, preventScrollReset: true });

  const onOpenChange = (next: string[]) => {
    scrollTarget(firstNewlyOpened(open, next));
    writeUrl(next, language);
  };
  const onAnswered = useCallback((id: string) => setAnswered((current) => new Set(current).add(id)), []);
  const mailbox = basic ? contactMailbox(basic.regions, userRegion) : null;

  const languageLabels: Record<FaqLanguage, string> = {
    en: t('publishing_faq_language_en'),
    'pt-BR': t('publishing_faq_language_pt_br'),
    id: t('publishing_faq_language_id'),
    'es-MX': t('publishing_faq_language_es_mx'),
  };

  return (
    <Container size="md" py={{ base: 'lg', sm: 40 }}>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {t('publishing_faq_title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('publishing_faq_subtitle')}
          </Text>
        </Stack>
        <Select
          w={220}
          label={t('publishing_faq_language')}
          value={language}
          onChange={(value) => value && writeUrl(open, value as FaqLanguage)}
          allowDeselect={false}
          data={FAQ_LANGUAGES.map((code) => ({ value: code, label: languageLabels[code] }))}
          data-testid="faq-language"
        />
      </Group>

      {content.isError ? (
        <FormError error={content.error} />
      ) : !content.data ? (
        <Center py={48}>
          <Loader />
        </Center>
      ) : (
        <Accordion multiple value={open} onChange={onOpenChange} variant="separated" data-testid="faq-list" lang={content.data.language}>
          <Stack gap="xl">
            {groupByTopic(faqTopics, questions).map((group) => (
              <Stack key={group.topic} gap="sm">
                <Title order={2} size="h4">
                  {content.data.topics[group.topic]}
                </Title>
                <div>
                  {group.questions.map((question) => (
                    <Accordion.Item key={question.id} value={question.id} id={questionElementId(question.id)} style={{ scrollMarginTop: 80 }}>
                      <Accordion.Control data-testid={`faq-question-${question.id}`}>{question.question}</Accordion.Control>
                      <Accordion.Panel>
                        <Stack gap="md">
                          <FaqAnswer blocks={question.answer} />
                          <HelpfulPrompt questionId={question.id} language={language} answered={answered.has(question.id)} onAnswered={onAnswered} />
                        </Stack>
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
                </div>
              </Stack>
            ))}
          </Stack>
        </Accordion>
      )}

      {mailbox && (
        <Box mt="xl">
          <FaqContact mailbox={mailbox} />
        </Box>
      )}
    </Container>
  );
}

/**
 * Scrolls to a question SCROLL_DELAY_MS after it opens: by a click (the returned function), or once on arrival when
 * the link already names open questions (the first of them).
 */
function useScrollIntoView(open: readonly string[], ready: boolean): (id: string | null) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (!ready || arrived.current) return;
    arrived.current = true;
    if (open[0]) setTarget({ id: open[0] });
  }, [ready, open]);
  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => document.getElementById(questionElementId(target.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [target]);
  return useCallback((id) => id && setTarget({ id }), []);
}
