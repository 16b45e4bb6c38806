import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import type { useSession } from '../../lib/use-session.ts';

type SessionUser = NonNullable<ReturnType<typeof useSession>['user']>;

/** The signed-in user's main navigation: the areas their permissions open. */
export function MainNav({ user, testMode }: { user: SessionUser; testMode: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className="sp-nav" aria-label={t('nav_main')}>
      <NavLink to="/overview" className="sp-nav-link">
        {t('nav_overview')}
      </NavLink>
      {user.permissions.Release?.includes('View') && (
        <NavLink to="/release-management" className="sp-nav-link" data-testid="nav-releases">
          {t('nav_releases')}
        </NavLink>
      )}
      {user.permissions.AnalyticsData?.includes('View') && (
        <NavLink to="/analytics" className="sp-nav-link" data-testid="nav-analytics">
          {t('nav_analytics')}
        </NavLink>
      )}
      {(user.permissions.Royalty?.includes('View') || user.permissions.EWallet?.includes('View')) && (
        <NavLink to="/revenue" className="sp-nav-link" data-testid="nav-revenue">
          {t('nav_revenue')}
        </NavLink>
      )}
      {user.permissions.Release?.includes('View') && (
        <NavLink to="/promotion" className="sp-nav-link" data-testid="nav-promotion">
          {t('nav_promotion')}
        </NavLink>
      )}
      {user.permissions.Release?.includes('View') && (
        <NavLink to="/monetization" className="sp-nav-link" data-testid="nav-monetization">
          {t('nav_monetization')}
        </NavLink>
      )}
      {user.permissions.Release?.includes('Edit') && (
        <NavLink to="/creation" className="sp-nav-link" data-testid="nav-creation">
          {t('nav_creation')}
        </NavLink>
      )}
      <NavLink to="/activity" className="sp-nav-link" data-testid="nav-activities">
        {t('nav_activities')}
      </NavLink>
      {user.permissions.Contract?.includes('View') && (
        <NavLink to="/contract/management" className="sp-nav-link" data-testid="nav-contracts">
          {t('nav_contracts')}
        </NavLink>
      )}
      {user.team === null && (
        <NavLink to="/team" className="sp-nav-link" data-testid="nav-team">
          {t('nav_team')}
        </NavLink>
      )}
      {user.isAdmin && (
        <NavLink to="/admin" className="sp-nav-link" data-testid="nav-admin">
          {t('nav_admin')}
        </NavLink>
      )}
      {testMode && (
        <NavLink to="/test-config" className="sp-nav-link" data-testid="nav-dev-tools">
          {t('nav_dev_tools')}
        </NavLink>
      )}
    </nav>
  );
}
