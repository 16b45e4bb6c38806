import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The data-insight pages behind one entry of the app router (analytics/*), as the revenue area does. Each page checks
// the AnalyticsData View permission itself (AnalyticsFrame).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Overview = page(() => import('./overview-page.tsx'), 'AnalyticsOverviewPage');
const Streaming = page(() => import('./streaming-page.tsx'), 'StreamingPage');
const ShortVideo = page(() => import('./short-video-page.tsx'), 'ShortVideoPage');
const Video = page(() => import('./video-page.tsx'), 'VideoPage');
const Playlists = page(() => import('./playlists-page.tsx'), 'PlaylistsPage');
const Sources = page(() => import('./sources-page.tsx'), 'SourcesPage');
const Track = page(() => import('./track-page.tsx'), 'TrackPage');
const Artist = page(() => import('./artist-page.tsx'), 'ArtistPage');
const Exports = page(() => import('./exports-page.tsx'), 'ExportsPage');
const Charts = page(() => import('./charts-page.tsx'), 'ChartsPage');
const Mobile = page(() => import('./mobile-page.tsx'), 'MobileAnalyticsPage');

const pages: Record<string, ComponentType> = {
  '': Overview,
  streaming: Streaming,
  'short-video': ShortVideo,
  video: Video,
  playlists: Playlists,
  sources: Sources,
  exports: Exports,
  charts: Charts,
};

/** /analytics and its tabs (the exports among them); /analytics/track/:songId and /analytics/artist/:artistId. */
export function AnalyticsRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const [section, id] = rest.split('/');
  const Page = section === 'track' && id ? Track : section === 'artist' && id ? Artist : (pages[rest] ?? Overview);
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/** /mobile?from=copy_mobile_link (its own app route): the address of the shell's mobile-analytics QR code. */
export function MobileAnalyticsRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Mobile />
    </Suspense>
  );
}
