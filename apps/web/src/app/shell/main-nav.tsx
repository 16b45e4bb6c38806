import { Menu, UnstyledButton } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { useSession } from '../../lib/use-session.ts';

type SessionUser = NonNullable<ReturnType<typeof useSession>['user']>;

interface NavItem {
  to: string;
  label: string;
  testId: string;
}

/** Links shown in the bar; the rest go under "More" so the bar fits a laptop screen in every language. */
const SHOWN_IN_BAR = 5;

function navItems(user: SessionUser, testMode: boolean): NavItem[] {
  const can = (resource: keyof SessionUser['permissions'], action: string) => user.permissions[resource]?.includes(action as never) ?? false;
  const items: (NavItem | false)[] = [
    { to: '/overview', label: 'nav_overview', testId: 'nav-overview' },
    can('Release', 'View') && { to: '/release-management', label: 'nav_releases', testId: 'nav-releases' },
    can('Release', 'View') && { to: '/library', label: 'nav_library', testId: 'nav-library' },
    can('AnalyticsData', 'View') && { to: '/analytics', label: 'nav_analytics', testId: 'nav-analytics' },
    can('AnalyticsData', 'View') && { to: '/analytics/charts', label: 'charts_nav', testId: 'nav-charts' },
    (can('Royalty', 'View') || can('EWallet', 'View')) && { to: '/revenue', label: 'nav_revenue', testId: 'nav-revenue' },
    can('Release', 'View') && { to: '/artists', label: 'artist_mgmt_nav', testId: 'nav-artists' },
    can('Release', 'View') && { to: '/promotion', label: 'nav_promotion', testId: 'nav-promotion' },
    can('Release', 'View') && { to: '/monetization', label: 'nav_monetization', testId: 'nav-monetization' },
    can('Release', 'Edit') && { to: '/creation', label: 'nav_creation', testId: 'nav-creation' },
    { to: '/activity', label: 'nav_activities', testId: 'nav-activities' },
    can('Contract', 'View') && { to: '/contract/management', label: 'nav_contracts', testId: 'nav-contracts' },
    user.team === null && { to: '/team', label: 'nav_team', testId: 'nav-team' },
    { to: '/knowledge', label: 'knowledge_hub_nav', testId: 'nav-knowledge-hub' },
    { to: '/survey', label: 'survey_page_nav', testId: 'nav-survey' },
    user.isAdmin && { to: '/admin', label: 'nav_admin', testId: 'nav-admin' },
    testMode && { to: '/test-config', label: 'nav_dev_tools', testId: 'nav-dev-tools' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}

/** The signed-in user's main navigation: the areas their permissions open. */
export function MainNav({ user, testMode }: { user: SessionUser; testMode: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = navItems(user, testMode);
  // One more link would take the place of the "More" button: show it instead.
  const shown = items.length <= SHOWN_IN_BAR + 1 ? items : items.slice(0, SHOWN_IN_BAR);
  const more = items.slice(shown.length);
  const inMore = more.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  return (
    <nav className="sp-nav" aria-label={t('nav_main')}>
      {shown.map((item) => (
        <NavLink key={item.to} to={item.to} className="sp-nav-link" data-testid={item.testId}>
          {t(item.label)}
        </NavLink>
      ))}
      {more.length > 0 && (
        <Menu position="bottom-start" shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton className="sp-nav-link" aria-current={inMore ? 'page' : undefined} data-testid="nav-more">
              {t('nav_more')} ▾
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((item) => (
              <Menu.Item key={item.to} component={NavLink} to={item.to} data-testid={item.testId}>
                {t(item.label)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </nav>
  );
}
