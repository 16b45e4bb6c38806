import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLiteLink } from '../../components/button-lite.tsx';
import { Logo } from '../../components/logo.tsx';
import { useSession } from '../../lib/use-session.ts';
import { LanguagePicker } from './language-picker.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import { UserButton } from './user-button.tsx';

const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const MobileQrButton = lazy(() => import('./mobile-qr-button.tsx').then((m) => ({ default: m.MobileQrButton })));
const NoticeBell = lazy(() => import('./notice-bell.tsx').then((m) => ({ default: m.NoticeBell })));

export function Header() {
  const { t } = useTranslation();
  const { user, basic, loading } = useSession();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const testMode = basic?.testMode ?? false;
  const [openUserMenuOnLoad, setOpenUserMenuOnLoad] = useState(false);

  return (
    <header className="sp-header">
      <div className="sp-container sp-header-inner">
        <Link to="/" className="sp-logo" aria-label={t('nav_home')}>
          <Logo />
        </Link>
        {user && !user.needsProfile && !isMobile && (
          <nav className="sp-nav" aria-label={t('nav_main')}>
            <NavLink to="/overview" className="sp-nav-link">
              {t('nav_overview')}
            </NavLink>
            {user.permissions.Release?.includes('View') && (
              <NavLink to="/release-management" className="sp-nav-link" data-testid="nav-releases">
                {t('nav_releases')}
              </NavLink>
            )}
            {(user.permissions.Royalty?.includes('View') || user.permissions.EWallet?.includes('View')) && (
              <NavLink to="/revenue" className="sp-nav-link" data-testid="nav-revenue">
                {t('nav_revenue')}
              </NavLink>
            )}
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
        )}
        <div className="sp-header-actions">
          {user?.isSettled && (
            <Suspense fallback={null}>
              <MobileQrButton />
            </Suspense>
          )}
          {user && !user.needsProfile && (
            <Suspense fallback={null}>
              <NoticeBell />
            </Suspense>
          )}
          <LanguagePicker compact={isMobile} />
          {user ? (
            <Suspense fallback={<UserButton user={user} compact={isMobile} onClick={() => setOpenUserMenuOnLoad(true)} />}>
              <UserMenu user={user} testMode={testMode} compact={isMobile} defaultOpened={openUserMenuOnLoad} />
            </Suspense>
          ) : loading ? null : (
            <>
              {!pathname.startsWith('/login') && (
                <ButtonLiteLink to="/login" variant={pathname.startsWith('/sign-up') ? 'light' : 'subtle'} data-testid="header-login">
                  {t('login_action')}
                </ButtonLiteLink>
              )}
              {!pathname.startsWith('/sign-up') && (!isMobile || pathname.startsWith('/login')) && (
                <ButtonLiteLink to="/sign-up" data-testid="header-signup">
                  {t('signup_action')}
                </ButtonLiteLink>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
