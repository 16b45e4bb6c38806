import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { headerConfigQuery } from '../../lib/queries.ts';

const BannerList = lazy(() => import('./banner-list.tsx').then((m) => ({ default: m.BannerList })));

/** Top-banner area: banners come from the header config of the signed-in user; nothing is drawn while there are none. */
export function TopBanners({ enabled }: { enabled: boolean }) {
  const { data } = useQuery({ ...headerConfigQuery, enabled });
  const { pathname } = useLocation();
  // A banner with a page list shows on those pages only (the sign-agreement banner, the split notice).
  const banners = enabled ? (data?.banners ?? []).filter((banner) => !banner.pages || banner.pages.includes(pathname)) : [];
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BannerList banners={banners} />
    </Suspense>
  );
}
