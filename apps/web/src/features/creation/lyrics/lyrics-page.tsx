import { useEffect, useState } from 'react';
import { Button, Card, Container, Group, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseLrc, type LrcIssue } from '@portal/domain/lyrics/lrc';
import { explicitVerdict } from '@portal/domain/lyrics/explicit';
import { PermissionGuard } from '../../../components/permission-guard.tsx';
import { useAbilities } from '../../../lib/abilities.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { ToolHeader } from '../components/tool-header.tsx';
import { downloadText, editorContextQuery, fileNameOf, lyricErrorKey, saveTrackLyrics, trackLyricsQuery } from './api.ts';
import { AssistPanel } from './components/assist-panel.tsx';
import { TimingPanel } from './components/timing-panel.tsx';
import { WordsPanel } from './components/words-panel.tsx';
import { readLyricsFile } from './lyrics-file.ts';
import { useLyricEditor } from './use-lyric-editor.ts';
import { FormError } from '../../../components/form-error.tsx';

/** /creation/lyrics: the lyric editor (decision 037). */
export function LyricsPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <ToolHeader title={t('lyrics_title')} subtitle={t('lyrics_subtitle')} />
        <PermissionGuard resource="Release" action="View">
          <LyricEditorView />
        </PermissionGuard>
      </Stack>
    </Container>
  );
}

function LyricEditorView() {
  const { t, i18n } = useTranslation();
  const { can } = useAbilities();
  const queryClient = useQueryClient();
  const editor = useLyricEditor();
  const context = useQuery(editorContextQuery());
  const [source, setSource] = useState<string | null>(null);
  const [importIssues, setImportIssues] = useState<LrcIssue[]>([]);
  const [markExplicit, setMarkExplicit] = useState(true);
  const track = useQuery({ ...trackLyricsQuery(source ?? ''), enabled: source !== null });
  const [revision, setRevision] = useState<number | null>(null);

  // A chosen track brings its saved words and timings; a track without words keeps what is in the editor, so
  // lyrics written first can be saved into it.
  useEffect(() => {
    const data = track.data;
    if (!data) return;
    setRevision(data.revision);
    const saved = data.lrc ? parseLrc(data.lrc).lines : null;
    if (data.lyrics.trim()) editor.load(data.lyrics, saved);
    else if (saved) editor.load(editor.text, saved);
  }, [track.data]);

  const title = track.data?.title ?? '';
  const save = useMutation({
    mutationFn: () =>
      saveTrackLyrics({
        source: source!,
        ...(track.data?.kind === 'draft' ? { revision: revision ?? undefined, lyrics: editor.text, markExplicit: markExplicit && explicitVerdict(editor.text).mustBeExplicit } : {}),
        lrc: editor.timedCount > 0 ? editor.lrc(title) : null,
      }),
    onSuccess: (saved) => {
      setRevision(saved.revision);
      queryClient.setQueryData(trackLyricsQuery(saved.source).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: editorContextQuery().queryKey });
    },
  });

  const importFile = async (file: File) => {
    const imported = await readLyricsFile(file);
    editor.load(imported.words, imported.lines);
    setImportIssues(imported.issues);
  };

  const sources = context.data?.sources ?? [];
  const options = [
    { group: t('lyrics_group_drafts'), items: sources.filter((item) => item.kind === 'draft') },
    { group: t('lyrics_group_songs'), items: sources.filter((item) => item.kind === 'song') },
  ]
    .filter((group) => group.items.length)
    .map((group) => ({
      group: group.group,
      items: group.items.map((item) => ({ value: item.source, label: `${item.title || t('lyrics_untitled')} · ${item.releaseTitle || t('lyrics_untitled')}` })),
    }));
  const editable = can('Release', 'Edit');
  const explicitness = track.data?.explicitness ?? null;

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label={t('lyrics_pick_track')}
            placeholder={t(sources.length ? 'lyrics_pick_track_placeholder' : 'lyrics_no_tracks')}
            data={options}
            value={source}
            onChange={(value) => {
              setSource(value);
              save.reset();
            }}
            searchable
            clearable
            style={{ flex: '1 1 320px' }}
            data-testid="lyrics-track"
          />
          <Group gap="xs">
            <Button variant="default" disabled={editor.timedCount === 0} onClick={() => downloadText(fileNameOf(title, 'lrc'), editor.lrc(title))} data-testid="lyrics-export-lrc">
              {t('lyrics_export_lrc')}
            </Button>
            <Button variant="default" disabled={!editor.text.trim()} onClick={() => downloadText(fileNameOf(title, 'txt'), `${editor.text.trim()}\n`)} data-testid="lyrics-export-text">
              {t('lyrics_export_text')}
            </Button>
            {editable && source && track.data && (
              <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="lyrics-save">
                {t(track.data.wordsEditable ? 'lyrics_save_to_track' : 'lyrics_save_timings')}
              </Button>
            )}
          </Group>
        </Group>
        {track.data && !track.data.wordsEditable && (
          <Text size="xs" c="dimmed" mt="xs">
            {t('lyrics_song_words_hint')}
          </Text>
        )}
        {save.isSuccess && !save.isPending && (
          <Text size="sm" c="teal" mt="xs" data-testid="lyrics-saved">
            {t('lyrics_saved', { title: save.data.title || t('lyrics_untitled') })}
          </Text>
        )}
        {save.error && <FormError messageKey={lyricErrorKey(save.error, (key) => i18n.exists(key))} mt="xs" data-testid="lyrics-save-error" />}
      </Card>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="md">
          <WordsPanel
            text={editor.text}
            onText={(next) => {
              editor.setText(next);
              setImportIssues([]);
            }}
            onImport={(file) => void importFile(file)}
            importIssues={importIssues}
            explicitness={explicitness}
            markExplicit={markExplicit}
            onMarkExplicit={setMarkExplicit}
            canMark={!!track.data?.wordsEditable}
          />
        </Card>
        <Card withBorder radius="md" padding="md">
          <Tabs defaultValue="timing" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="timing" data-testid="lyrics-tab-timing">
                {t('lyrics_tab_timing')}
              </Tabs.Tab>
              <Tabs.Tab value="assist" data-testid="lyrics-tab-assist">
                {t('lyrics_tab_assist')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="timing">
              <TimingPanel audioUrl={track.data?.audioUrl ?? null} timing={editor.timing} actions={editor.actions} />
            </Tabs.Panel>
            <Tabs.Panel value="assist">
              <AssistPanel
                generation={context.data?.generation ?? false}
                transcription={context.data?.transcription ?? false}
                source={source}
                hasAudio={!!track.data?.audioUrl}
                onWords={(output) => {
                  editor.load(output.lyrics, output.lines);
                  setImportIssues([]);
                }}
              />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
