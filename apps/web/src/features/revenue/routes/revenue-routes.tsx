import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The revenue pages behind one entry of the app router (revenue/*), as the publishing area does: the login page's
// first load carries one lazy route instead of two. Each page checks the permissions itself.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Revenue = page(() => import('./revenue-page.tsx'), 'RevenuePage');
const Withdraw = page(() => import('./withdraw-page.tsx'), 'WithdrawPage');

const pages: Record<string, ComponentType> = {
  '': Revenue,
  withdraw: Withdraw,
};

/** /revenue and /revenue/withdraw. */
export function RevenueRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = pages[rest] ?? Revenue;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
