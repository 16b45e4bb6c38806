import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Group, List, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';

/** Regions with a publishing amendment to the distribution agreement (document 2 section 3). */
const AMENDMENT_REGIONS = ['AU', 'NZ', 'BR', 'CA', 'GB', 'MX', 'ID', 'PR', 'US'];
/** The agree box unlocks once the reader is this close to the end of the terms (document 2 section 9). */
export const TERMS_SCROLL_SLACK_PX = 100;

const publishingTerms = ['administration', 'copyright', 'royalties', 'timeline', 'unmatched', 'publisher_share', 'performance', 'term'];
const amendmentTerms = ['scope', 'billing', 'termination', 'income', 'minimum', 'collection'];

/**
 * The terms and conditions before a sign-up and before a composition is submitted: agree is possible only after
 * reading to the end and ticking the box.
 */
export function TermsModal({ opened, region, onCancel, onAgree }: { opened: boolean; region: string; onCancel: () => void; onAgree: () => void }) {
  const { t } = useTranslation();
  const [readToEnd, setReadToEnd] = useState(false);
  const [checked, setChecked] = useState(false);
  const scroller = useRef<HTMLDivElement | null>(null);
  const withAmendment = AMENDMENT_REGIONS.includes(region);

  const measure = useCallback(() => {
    const element = scroller.current;
    if (element && element.scrollHeight - element.scrollTop - element.clientHeight <= TERMS_SCROLL_SLACK_PX) setReadToEnd(true);
  }, []);

  useEffect(() => {
    if (!opened) {
      setReadToEnd(false);
      setChecked(false);
      return;
    }
    // Terms shorter than the box count as read.
    const frame = requestAnimationFrame(measure);
    return () => cancelAnimationFrame(frame);
  }, [opened, measure]);

  const documents = [
    { id: 'publishing', title: t('pubw_terms_publishing_title'), items: publishingTerms.map((key) => t(`pubw_terms_publishing_${key}`)) },
    ...(withAmendment ? [{ id: 'amendment', title: t('pubw_terms_amendment_title'), items: amendmentTerms.map((key) => t(`pubw_terms_amendment_${key}`)) }] : []),
  ];

  return (
    <Modal opened={opened} onClose={onCancel} title={t('pubw_terms_title')} size={documents.length > 1 ? 1400 : 700} centered data-testid="publishing-terms">
      <Stack gap="md">
        <div
          ref={(element) => {
            scroller.current = element;
          }}
          onScroll={measure}
          style={{ maxHeight: '50vh', overflowY: 'auto', paddingRight: 8 }}
          data-testid="publishing-terms-scroll"
        >
          <SimpleGrid cols={{ base: 1, md: documents.length }} spacing="xl">
            {documents.map((document) => (
              <Stack key={document.id} gap="sm" data-testid={`publishing-terms-${document.id}`}>
                <Title order={3} size="h5">
                  {document.title}
                </Title>
                <List spacing="sm" size="sm" type="ordered">
                  {document.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Stack>
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="md">
            {t('pubw_terms_end')}
          </Text>
        </div>
        <Checkbox
          label={t('pubw_terms_agree_box')}
          description={readToEnd ? undefined : t('pubw_terms_scroll_hint')}
          disabled={!readToEnd}
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          data-testid="publishing-terms-check"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('action_cancel')}
          </Button>
          <Button disabled={!checked} onClick={onAgree} data-testid="publishing-terms-agree">
            {t('pubw_terms_agree')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
