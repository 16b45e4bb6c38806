import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The monetization pages behind one entry of the app router (monetization/*), as the revenue area does.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Center = page(() => import('./center-page.tsx'), 'CenterPage');
const Variant = page(() => import('./variant-page.tsx'), 'VariantPage');
const BreakthroughSelect = page(() => import('./breakthrough-select-page.tsx'), 'BreakthroughSelectPage');
const BreakthroughTier = page(() => import('./breakthrough-tier-page.tsx'), 'BreakthroughTierPage');
const BreakthroughOverview = page(() => import('./breakthrough-overview-page.tsx'), 'BreakthroughOverviewPage');

const pages: Record<string, ComponentType> = {
  '': Center,
  'video-app': Variant,
  'video-platform': Variant,
  'music-licensing': Variant,
  breakthrough: BreakthroughSelect,
  'breakthrough/tier': BreakthroughTier,
  'breakthrough/overview': BreakthroughOverview,
};

/** /monetization, its three variants, and the breakthrough steps (track select, tier select, overview). */
export function MonetizationRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = pages[rest] ?? Center;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
