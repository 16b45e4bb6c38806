import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

const Library = lazy(() => import('./library-page.tsx').then((m) => ({ default: m.LibraryPage })));
const Publish = lazy(() => import('./publish-page.tsx').then((m) => ({ default: m.PublishPage })));
const Song = lazy(() => import('./song-page.tsx').then((m) => ({ default: m.SongPage })));

/** /library, /library/publish and /library/:songId behind one entry of the app router. */
export function LibraryRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = rest === '' ? Library : rest === 'publish' ? Publish : Song;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
