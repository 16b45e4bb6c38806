import { Indicator } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BellIcon } from '../../components/icons/bell-icon.tsx';
import { headerConfigQuery } from '../../lib/queries.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The header's way to the notices, with the unread count from the header config. */
export function NoticeBell() {
  const { t } = useTranslation();
  const { data } = useQuery(headerConfigQuery);
  const unread = data?.unreadNoticeCount ?? 0;
  return (
    <Link to="/notice" className="sp-icon-button" aria-label={t('nav_notices_unread', { unread })} data-testid="notice-bell">
      <Indicator disabled={unread === 0} label={unread > 99 ? '99+' : unread} size={16} color="red" offset={2} data-testid="notice-bell-count">
        <BellIcon size={20} />
      </Indicator>
    </Link>
  );
}
