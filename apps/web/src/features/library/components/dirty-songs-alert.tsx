import { Alert, Anchor, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { dirtySongsQuery } from '../api.ts';

/** The dirty-song list: songs whose lyrics are explicit but which are not marked so, each to open and correct. */
export function DirtySongsAlert() {
  const { t } = useTranslation();
  const { data } = useQuery(dirtySongsQuery);
  if (!data?.total) return null;
  return (
    <Alert color="orange" variant="light" title={t('library_dirty_title', { count: data.total })} data-testid="library-dirty">
      <Text size="sm" mb="xs">
        {t('library_dirty_text')}
      </Text>
      <List size="sm" spacing={2}>
        {data.songs.map((song) => (
          <List.Item key={song.songId}>
            <Anchor component={Link} to={`/library/${song.songId}`} size="sm">
              {song.title}
            </Anchor>{' '}
            <Text span size="sm" c="dimmed">
              · {song.albumTitle}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
