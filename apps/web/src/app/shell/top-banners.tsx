import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { headerConfigQuery } from '../../lib/queries.ts';
import { useSession } from '../../lib/use-session.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export interface Banner {
  id: string;
  kind: string;
  messageKey: string;
  link: string | null;
}

/**
 * The banners of the signed-in user's header config that show on this page: `null` while they are not known yet
 * (the page waits for them, decision 046), else the list (often empty).
 */
export function useTopBanners(): Banner[] | null {
  const { user } = useSession();
  const enabled = Boolean(user && !user.needsProfile);
  const { data, isPending } = useQuery({ ...headerConfigQuery, enabled });
  const { pathname } = useLocation();
  if (!enabled) return [];
  if (isPending) return null;
  // A banner with a page list shows on those pages only (the sign-agreement banner, the split notice).
  return (data?.banners ?? []).filter((banner) => !banner.pages || banner.pages.includes(pathname));
}

/** The top-banner area under the header; nothing is drawn while there are none. Plain markup: it is part of the first paint. */
export function TopBanners({ banners }: { banners: Banner[] | null }) {
  const { t } = useTranslation();
  if (!banners || banners.length === 0) return null;
  return (
    <div className="sp-container sp-banners" data-testid="top-banners">
      {banners.map((banner) => (
        <div key={banner.id} className="sp-banner" role="status" data-kind={banner.kind}>
          {t(banner.messageKey)}{' '}
          {banner.link && (
            <Link className="sp-link" to={banner.link}>
              {t('banner_view')}
            </Link>
          )}
        </div>
      ))}
    </div>
  );
}
