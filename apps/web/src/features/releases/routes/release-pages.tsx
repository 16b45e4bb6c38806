import { useParams } from 'react-router';
import { EditStoresPage } from './edit-stores-page.tsx';
import { ReleaseDetailPage } from './release-detail-page.tsx';
import { ReleaseManagementPage } from './release-management-page.tsx';

/**
 * /release-management/* behind one entry of the app router (every lazy route is an entry in the login page's first
 * load): the list, a release's music detail (/:albumId) and its edit-store page (/:albumId/stores).
 */
export function ReleasePages() {
  const [albumId, sub] = (useParams()['*'] ?? '').split('/');
  if (!albumId) return <ReleaseManagementPage />;
  return sub === 'stores' ? <EditStoresPage /> : <ReleaseDetailPage />;
}

/** The album id of the address, as the pages of /release-management/* read it. */
export const useAlbumIdParam = () => (useParams()['*'] ?? '').split('/')[0] ?? '';
