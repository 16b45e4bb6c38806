import { Badge, Box, NativeSelect, NavLink, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type ConsoleCounts, ROOMS, type RoomId, roomOptions } from '../console-rooms.ts';

export const QUICK_ACCESS_PATH = '/admin/streaming-quick-access';
const CHANNEL_INFO_PATH = '/youtube/channel-info';

/** Where the operator is: a room, or the streaming quick-access page (a tool kept in the console's frame). */
export type ConsolePlace = RoomId | 'quick-access';

/**
 * The console's rooms with what waits in each (decision 068): a column of links on a wide screen, a select at the top
 * on a narrow one. The room the operator is in is marked; the tools (quick access, channel info) come last.
 */
export function ConsoleNav({ place, counts, compact }: { place: ConsolePlace; counts: ConsoleCounts | undefined; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const waiting = (id: RoomId) => {
    const room = ROOMS.find((candidate) => candidate.id === id)!;
    return room.waiting && counts ? room.waiting(counts) : 0;
  };

  if (compact) {
    const options = roomOptions(t).map((option, index) => {
      const count = waiting(ROOMS[index]!.id);
      return count > 0 ? { ...option, label: `${option.label} (${formatNumber(count, i18n.language)})` } : option;
    });
    return (
      <NativeSelect
        label={t('console_nav_label')}
        value={place === 'quick-access' ? QUICK_ACCESS_PATH : ROOMS.find((room) => room.id === place)!.path}
        onChange={(event) => navigate(event.currentTarget.value)}
        data={[...options, { value: QUICK_ACCESS_PATH, label: t('admin_quick_access_title') }]}
        mb="lg"
        data-testid="console-room-select"
      />
    );
  }

  return (
    <Box component="nav" aria-label={t('console_nav_label')} data-testid="console-nav" style={{ width: 240, flex: 'none', position: 'sticky', top: 'calc(var(--sp-header-height) + 16px)' }}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6}>
        {t('admin_title')}
      </Text>
      {ROOMS.map((room) => {
        const count = waiting(room.id);
        const active = room.id === place;
        return (
          <NavLink
            key={room.id}
            component={Link}
            to={room.path}
            label={t(room.labelKey)}
            active={active}
            aria-current={active ? 'page' : undefined}
            variant="light"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            rightSection={
              count > 0 ? (
                <Badge size="sm" variant={room.id === 'health' ? 'filled' : 'light'} color={room.id === 'health' ? 'red' : 'violet'} data-testid={`console-count-${room.id}`}>
                  {formatNumber(count, i18n.language)}
                </Badge>
              ) : null
            }
            data-testid={`console-nav-${room.id}`}
          />
        );
      })}
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mt="md" mb={6}>
        {t('console_nav_tools')}
      </Text>
      <NavLink
        component={Link}
        to={QUICK_ACCESS_PATH}
        label={t('admin_quick_access_title')}
        active={place === 'quick-access'}
        aria-current={place === 'quick-access' ? 'page' : undefined}
        variant="light"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="console-nav-quick-access"
      />
      <NavLink component={Link} to={CHANNEL_INFO_PATH} label={t('channel_info_title')} style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="console-nav-channel-info" />
    </Box>
  );
}
