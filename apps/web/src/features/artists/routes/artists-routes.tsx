import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';

// Artist management behind one entry of the app router (artists/*). Not /artist/*: the server answers /artist/<path>
// with the public promo pages (decision 029), so the pages live under /artists (decision 058).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((module) => ({ default: module[name] })));

const List = page(() => import('./artist-list-page.tsx'), 'ArtistListPage');
const Detail = page(() => import('./artist-detail-page.tsx'), 'ArtistDetailPage');
const Claims = page(() => import('./artist-claims-page.tsx'), 'ArtistClaimsPage');

/** /artists, /artists/{id} and /artists/claims. */
export function ArtistsRoutes() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const Page = rest === 'claims' ? Claims : /^\d{1,15}$/.test(rest) ? Detail : List;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page />
    </Suspense>
  );
}
