import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// The revenue pages behind one entry of the app router (revenue/*), as the publishing area does: the login page's
// first load carries one lazy route instead of several. Each page checks the permissions itself.
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const Revenue = page(() => import('./revenue-page.tsx'), 'RevenuePage');
const Withdraw = page(() => import('./withdraw-page.tsx'), 'WithdrawPage');
const Splits = page(() => import('./splits-page.tsx'), 'SplitsPage');
const SplitNew = page(() => import('./split-new-page.tsx'), 'SplitNewPage');
const Reports = page(() => import('./reports-page.tsx'), 'ReportsPage');
const SplitAccept = page(() => import('./split-accept-page.tsx'), 'SplitAcceptPage');

const pages: Record<string, ComponentType> = {
  '': Revenue,
  withdraw: Withdraw,
  splits: Splits,
  'splits/new': SplitNew,
  reports: Reports,
};

/** /revenue, /revenue/withdraw, /revenue/splits, /revenue/splits/new and /revenue/reports. */
export function RevenueRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = pages[rest] ?? Revenue;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}

/**
 * /split/accept?code=… (its own app route, outside revenue/*): the link of a split invitation e-mail. It comes from
 * this module so the router's entry names the same lazy file as revenue/*, which keeps the first load's route table small.
 */
export function SplitAcceptRoute() {
  return (
    <Suspense fallback={<PageLoader />}>
      <SplitAccept />
    </Suspense>
  );
}
