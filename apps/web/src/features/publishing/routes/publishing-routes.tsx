import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The area's pages behind one entry of the app router (publishing/*): the login page's first load carries one lazy
// route instead of seven. The page is picked from the rest of the path rather than with <Routes>, which the app's
// data router does not otherwise use (it would join the first load).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Home = page(() => import('./publishing-home-page.tsx'), 'PublishingHomePage');
const Landing = page(() => import('./landing-page.tsx'), 'PublishingLandingPage');
const SignUp = page(() => import('./sign-up-page.tsx'), 'PublishingSignUpPage');
const TrackList = page(() => import('./track-list-page.tsx'), 'PublishingTrackListPage');
const TrackSearch = page(() => import('./track-search-page.tsx'), 'PublishingTrackSearchPage');
const Splits = page(() => import('./splits-page.tsx'), 'PublishingSplitsPage');
const Faq = page(() => import('./publishing-faq-route.tsx'), 'PublishingFaqPage');

const pages: Record<string, ComponentType> = {
  '': Home,
  landing: Landing,
  'sign-up': SignUp,
  tracks: TrackList,
  'tracks/search': TrackSearch,
  splits: Splits,
  faq: Faq,
};

/** /publishing and its sub-routes (paths in ../paths.ts); each page checks the gate and the permission itself. */
export function PublishingRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = pages[rest] ?? Home;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
