import { lazy, Suspense } from 'react';

// Error screens are rare: their code loads only when one is needed.
const RouteErrorView = lazy(() => import('./route-error-view.tsx').then((m) => ({ default: m.RouteErrorView })));

export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}
