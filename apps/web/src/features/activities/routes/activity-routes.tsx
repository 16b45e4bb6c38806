import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The activity center behind one entry of the app router (activity/*): the list, and one activity's page.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Center = page(() => import('./activity-center-page.tsx'), 'ActivityCenterPage');
const Detail = page(() => import('./activity-detail-page.tsx'), 'ActivityDetailPage');

/** /activity and /activity/{id}. */
export function ActivityRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = /^\d{1,15}$/.test(rest) ? Detail : Center;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
