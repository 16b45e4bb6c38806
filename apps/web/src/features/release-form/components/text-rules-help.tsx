import { useState } from 'react';
import { Anchor, Badge, Center, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../../components/form-error.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { textRulesQuery } from '../api.ts';

/**
 * "Which words are not allowed?": the title and version keywords and the artist names stores reject, read from the
 * server's constants when asked, so the person sees the list the rules check against.
 */
export function TextRulesHelp() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" onClick={() => setOpen(true)} data-testid="rf-words-open">
        {t('rf_words_link')}
      </Anchor>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('rf_words_title')} size="lg" data-testid="rf-words">
        {open && <TextRules />}
      </Modal>
    </>
  );
}

function TextRules() {
  const { t } = useTranslation();
  const { data, error } = useQuery(textRulesQuery);
  if (error) return <FormError error={error} />;
  if (!data)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  const artistNames = data.blockedArtistNameKeywords.map(({ keyword, store }) => (store === 'all' ? keyword : `${keyword} (${store})`));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('rf_words_hint')}
      </Text>
      <Words title={t('rf_words_in_titles')} words={data.disabledTitleKeywords} testId="rf-words-titles" />
      <Words title={t('rf_words_in_versions')} words={data.disabledVersionKeywords} testId="rf-words-versions" />
      <Words title={t('rf_words_artist_names')} words={artistNames} testId="rf-words-artists" />
    </Stack>
  );
}

function Words({ title, words, testId }: { title: string; words: string[]; testId: string }) {
  if (words.length === 0) return null;
  return (
    <Stack gap={6} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Group gap={4}>
        {words.map((word) => (
          <Badge key={word} variant="light" color="gray" tt="none" fw={500}>
            {word}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
