import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';

// The data-insight pages behind one entry of the app router (analytics/*), as the revenue area does.
const Overview = lazy(() => import('./overview-page.tsx').then((module) => ({ default: module.AnalyticsOverviewPage })));

/** /analytics: the overview. */
export function AnalyticsRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Overview />
    </Suspense>
  );
}
