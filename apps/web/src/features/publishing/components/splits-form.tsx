import { ActionIcon, Anchor, Button, Card, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { PUBLISHING_LIMITS as L } from '@portal/domain/publishing/limits';
import type { PublishingIssue } from '@portal/domain/publishing/messages';
import { fullName, type SongwriterProfile } from '@portal/domain/publishing/songwriter';
import { addSongwriter, canAddSongwriter, editPercent, editSongwriter, removeSongwriter, totalBasisPoints, type SplitRow, type SplitsReport, type SplitsState } from '@portal/domain/publishing/splits';
import { useTranslation } from '../../../lib/use-translation.ts';
import { writerName, type Songwriter } from '../api.ts';
import { faqQuestions, publishingPaths } from '../paths.ts';

export interface SplitsFormProps {
  state: SplitsState;
  onState: (state: SplitsState) => void;
  ownName: string;
  /** The account's co-writers (its own writer left out). */
  songwriters: Songwriter[];
  /** Problems to show (after a submit attempt), and per-row errors of creating songwriters. */
  report: SplitsReport | null;
  rowErrors: Record<number, string>;
  onNewSongwriter: (index: number | null, profile: SongwriterProfile) => void;
  englishTitle: { needed: boolean; value: string; issue: PublishingIssue | undefined; onChange: (value: string) => void } | null;
}

const rowKey = (row: SplitRow, index: number) => `${row.kind}-${index}`;

/** The editable splits: one row per songwriter with their percentage, add and remove, and the running total. */
export function SplitsForm({ state, onState, ownName, songwriters, report, rowErrors, onNewSongwriter, englishTitle }: SplitsFormProps) {
  const { t } = useTranslation();
  const message = (issue: PublishingIssue | undefined) => (issue ? t(issue.key, issue.params) : undefined);
  const options = songwriters.map((writer) => ({ value: String(writer.id), label: writerName(writer) }));
  const total = totalBasisPoints(state.rows) / 100;
  const canAdd = canAddSongwriter(state);

  return (
    <Stack gap="md">
      {state.rows.map((row, index) => {
        const issues = report?.rows[index];
        const profileIssue = issues?.profile ? Object.values(issues.profile)[0] : undefined;
        const rowError = rowErrors[index] ?? message(issues?.songwriter) ?? message(profileIssue);
        return (
          <Card key={rowKey(row, index)} withBorder radius="md" padding="sm" data-testid={`publishing-split-row-${index}`}>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {t(row.kind === 'self' ? 'pubw_split_you' : row.kind === 'new' ? 'pubw_split_new' : 'pubw_split_existing')}
                </Text>
                {row.kind === 'self' && (
                  <Text fw={600} size="sm" py={6}>
                    {ownName}
                  </Text>
                )}
                {row.kind === 'existing' && (
                  <Select
                    placeholder={t('pubw_split_choose')}
                    data={options}
                    searchable
                    value={row.songwriterId === null ? null : String(row.songwriterId)}
                    onChange={(value) => onState(editSongwriter(state, index, { kind: 'existing', songwriterId: value ? Number(value) : null, percent: row.percent }))}
                    nothingFoundMessage={t('pubw_nothing_found')}
                    data-testid={`publishing-split-select-${index}`}
                  />
                )}
                {row.kind === 'new' && (
                  <Group gap="xs" py={6} wrap="nowrap">
                    <Text fw={600} size="sm" lineClamp={1} data-testid={`publishing-split-name-${index}`}>
                      {fullName(row.profile)}
                    </Text>
                    <Anchor component="button" type="button" size="xs" onClick={() => onNewSongwriter(index, row.profile)}>
                      {t('pubw_edit')}
                    </Anchor>
                  </Group>
                )}
                {rowError && (
                  <Text size="xs" c="red" role="alert" data-testid={`publishing-split-error-${index}`}>
                    {rowError}
                  </Text>
                )}
              </Stack>
              <NumberInput
                w={150}
                label={t('pubw_split_percent')}
                value={row.percent ?? ''}
                min={0}
                max={L.percentMax}
                decimalScale={2}
                step={1}
                suffix="%"
                disabled={row.kind === 'self' && state.selfFixed}
                onChange={(value) => onState(editPercent(state, index, typeof value === 'number' ? value : value === '' ? null : Number(value)))}
                error={message(issues?.percent)}
                data-testid={`publishing-split-percent-${index}`}
              />
              {row.kind === 'self' && <div style={{ width: 28 }} aria-hidden />}
              {row.kind !== 'self' && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={28}
                  onClick={() => onState(removeSongwriter(state, index))}
                  aria-label={t('pubw_split_remove')}
                  data-testid={`publishing-split-remove-${index}`}
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          </Card>
        );
      })}

      <Group gap="sm">
        {options.length > 0 && (
          <Button variant="light" disabled={!canAdd} onClick={() => onState(addSongwriter(state, { kind: 'existing', songwriterId: null, percent: null }))} data-testid="publishing-add-existing">
            {t('pubw_add_existing')}
          </Button>
        )}
        <Button variant="light" disabled={!canAdd} onClick={() => onNewSongwriter(null, {})} data-testid="publishing-add-new">
          {t('pubw_add_new')}
        </Button>
      </Group>

      <Group justify="space-between" gap="xs" data-testid="publishing-split-total">
        <Text fw={600}>{t('pubw_split_total', { value: total.toFixed(2) })}</Text>
        {report?.total && (
          <Text c="red" size="sm">
            {message(report.total)}
          </Text>
        )}
        {report?.count && (
          <Text c="red" size="sm">
            {message(report.count)}
          </Text>
        )}
      </Group>

      {englishTitle?.needed && (
        <TextInput
          label={t('pubw_english_title')}
          description={
            <Anchor component={Link} to={publishingPaths.faqQuestion(faqQuestions.latinTitle)} size="xs" target="_blank">
              {t('pubw_english_title_help')}
            </Anchor>
          }
          withAsterisk
          maxLength={L.englishTitleMax}
          value={englishTitle.value}
          onChange={(event) => englishTitle.onChange(event.currentTarget.value)}
          error={report ? message(englishTitle.issue) : undefined}
          data-testid="publishing-english-title"
        />
      )}
    </Stack>
  );
}
