import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Box, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { consoleCountsQuery } from '../api.ts';
import { type RoomId, ROOMS, roomForAnchor } from '../console-rooms.ts';
import { decisionQueue } from '../decision-queue.ts';
import { type ConsolePlace, ConsoleNav } from '../components/console-nav.tsx';
import { DecisionNotices } from '../components/decision-notices.tsx';

// The operator console behind one entry of the app router (admin/*, decision 068): its frame (the rooms' navigation and
// the decisions' notices) stays while the operator moves between rooms; the room is picked from the rest of the path.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));
const rooms = () => import('./console-rooms.tsx');

const pages: Record<RoomId | 'quick-access', ComponentType> = {
  overview: page(rooms, 'OverviewRoom'),
  reviews: page(rooms, 'ReviewsRoom'),
  identity: page(rooms, 'IdentityRoom'),
  deliveries: page(() => import('./deliveries-page.tsx'), 'DeliveriesPage'),
  money: page(rooms, 'MoneyRoom'),
  imports: page(rooms, 'ImportsRoom'),
  publishing: page(rooms, 'PublishingRoom'),
  promotion: page(rooms, 'PromotionRoom'),
  support: page(rooms, 'SupportRoom'),
  gates: page(rooms, 'GatesRoom'),
  outbox: page(rooms, 'OutboxRoom'),
  health: page(rooms, 'HealthRoom'),
  'quick-access': page(() => import('./streaming-quick-access-page.tsx'), 'StreamingQuickAccessPage'),
};

/** The place a path under /admin names, or null for an address the console does not have. */
function placeOf(rest: string): ConsolePlace | null {
  if (rest === '') return 'overview';
  if (rest === 'streaming-quick-access') return 'quick-access';
  return ROOMS.find((room) => room.id === rest && room.id !== 'overview')?.id ?? null;
}

/** Sends the waiting decisions when the operator leaves: the console (unmount), the page (pagehide), or reaches for the header (log out, switch team). */
function useSendWaitingDecisionsOnLeave() {
  useEffect(() => {
    const onPageHide = () => void decisionQueue.flush({ keepalive: true });
    const onHeader = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.sp-header')) void decisionQueue.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('pointerdown', onHeader, true);
    document.addEventListener('keydown', onHeader, true);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('pointerdown', onHeader, true);
      document.removeEventListener('keydown', onHeader, true);
      void decisionQueue.flush();
    };
  }, []);
}

/** /admin and its rooms. */
export function AdminRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const { search, hash } = useLocation();
  const compact = useMediaQuery('(max-width: 991px)', undefined, { getInitialValueInEffect: false });
  const { data: counts } = useQuery(consoleCountsQuery);
  const place = placeOf(rest);
  useSendWaitingDecisionsOnLeave();

  // A section named in the address is brought into view once its room is drawn (after the shell's scroll to the top).
  useEffect(() => {
    if (!hash) return;
    const timer = setTimeout(() => document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView(), 50);
    return () => clearTimeout(timer);
  }, [rest, hash]);

  // The one-page console's links (/admin#withdrawals) lead to the room that has the section now.
  const moved = place === 'overview' ? roomForAnchor(hash) : null;
  if (moved) return <Navigate to={`${moved.replace(/#.*/, '')}${search}${hash}`} replace />;
  if (place === null) return <Navigate to="/admin" replace />;

  const Page = pages[place];
  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }} data-testid="console">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        {!compact && <ConsoleNav place={place} counts={counts} compact={false} />}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {compact && <ConsoleNav place={place} counts={counts} compact />}
          <Suspense fallback={<PageLoader />}>
            <Page />
          </Suspense>
        </Box>
      </Group>
      <DecisionNotices />
    </Container>
  );
}
