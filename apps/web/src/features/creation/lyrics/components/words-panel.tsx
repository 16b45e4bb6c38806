import { useMemo } from 'react';
import { Alert, Box, Button, Checkbox, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { explicitSegments, explicitVerdict } from '@portal/domain/lyrics/explicit';
import type { LrcIssue } from '@portal/domain/lyrics/lrc';
import { Explicitness } from '@portal/domain/release/model';
import { RELEASE_LIMITS } from '@portal/domain/release/validate';
import { lyricsCharacterIssue, longerThan } from '@portal/domain/release/text-checks';
import { useTranslation } from '../../../../lib/use-translation.ts';

interface Props {
  text: string;
  onText(text: string): void;
  onImport(file: File): void;
  importIssues: LrcIssue[];
  /** The chosen track's explicitness (null: none chosen or not set). */
  explicitness: number | null;
  markExplicit: boolean;
  onMarkExplicit(value: boolean): void;
  canMark: boolean;
}

/** The words: typed or imported, checked for explicit terms (highlighted per line) and for the release form's text rules. */
export function WordsPanel(props: Props) {
  const { t } = useTranslation();
  const verdict = useMemo(() => explicitVerdict(props.text, props.explicitness), [props.text, props.explicitness]);
  const ruleIssue = useMemo(() => (longerThan(props.text, RELEASE_LIMITS.lyricsMax) ? 'rule_lyrics_too_long' : lyricsCharacterIssue(props.text)?.key), [props.text]);
  const hitLines = useMemo(() => {
    const lines = props.text.split('\n');
    return [...new Set(verdict.hits.map((hit) => hit.line))].map((line) => ({ line, pieces: explicitSegments(lines[line - 1] ?? '') }));
  }, [props.text, verdict.hits]);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('lyrics_words_title')}</Text>
        <FileButton onChange={(file) => file && props.onImport(file)} accept=".txt,.lrc,text/plain">
          {(button) => (
            <Button {...button} variant="light" size="xs" data-testid="lyrics-import">
              {t('lyrics_import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Textarea
        value={props.text}
        onChange={(event) => props.onText(event.currentTarget.value)}
        autosize
        minRows={10}
        maxRows={22}
        placeholder={t('lyrics_words_placeholder')}
        aria-label={t('lyrics_words_title')}
        data-testid="lyrics-text"
      />
      {props.importIssues.length > 0 && (
        <Alert color="yellow" variant="light" title={t('lyrics_import_issues')} data-testid="lyrics-import-issues">
          {props.importIssues.slice(0, 8).map((issue) => (
            <Text size="sm" key={issue.line}>
              {t(issue.key, { line: issue.line, content: issue.content.slice(0, 60) })}
            </Text>
          ))}
        </Alert>
      )}
      {ruleIssue && (
        <Text size="sm" c="red" data-testid="lyrics-rule-issue">
          {t(ruleIssue)}
        </Text>
      )}
      {props.text.trim() !== '' &&
        (verdict.mustBeExplicit ? (
          <Alert color={verdict.conflictsWith ? 'red' : 'yellow'} variant="light" title={t('lyrics_explicit_found', { terms: verdict.terms.join(', ') })} data-testid="lyrics-explicit-warning">
            <Stack gap="xs">
              <Text size="sm">{t(verdict.conflictsWith ? 'lyrics_explicit_must_mark' : 'lyrics_explicit_marked')}</Text>
              <Box component="ul" m={0} pl="md">
                {hitLines.map(({ line, pieces }) => (
                  <li key={line}>
                    <Text size="sm" component="span" c="dimmed">
                      {t('lyrics_line_number', { line })}{' '}
                    </Text>
                    <Text size="sm" component="span">
                      {pieces.map((piece, index) =>
                        piece.explicit ? (
                          <mark key={index} data-testid="lyrics-explicit-term">
                            {piece.text}
                          </mark>
                        ) : (
                          <span key={index}>{piece.text}</span>
                        ),
                      )}
                    </Text>
                  </li>
                ))}
              </Box>
              {props.canMark && verdict.conflictsWith && (
                <Checkbox checked={props.markExplicit} onChange={(event) => props.onMarkExplicit(event.currentTarget.checked)} label={t('lyrics_mark_explicit')} data-testid="lyrics-mark-explicit" />
              )}
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="teal" data-testid="lyrics-explicit-clean">
            {t(props.explicitness === Explicitness.YES ? 'lyrics_no_explicit_but_marked' : 'lyrics_no_explicit')}
          </Text>
        ))}
    </Stack>
  );
}
