import { lazy, Suspense } from 'react';
import { ReleaseDetailPage } from '../../features/releases/routes/release-detail-page.tsx';

// Features do not import each other (decision 053): the app puts another feature's piece into a page.

// The pitch card belongs to the promotion area: loaded only for a release that passed review and is not out yet.
const PitchCard = lazy(() => import('../../features/promotion/components/pitch-card.tsx').then((m) => ({ default: m.PitchCard })));

/** A release's page with the promotion area's pitch card. */
export function ReleaseDetailRoute() {
  return (
    <ReleaseDetailPage
      pitching={(albumId) => (
        <Suspense fallback={null}>
          <PitchCard albumId={albumId} />
        </Suspense>
      )}
    />
  );
}
